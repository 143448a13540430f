import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKey, partnerWithKey } from '../../../test/support/partner-api.ts';
import { newKey, orderRequest } from '../../../test/support/partner-orders.ts';
import { signedInExterno } from '../../../test/support/partner-rows.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  addEndpoint,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';

// The partner API as a partner's developer meets it (docs/rules/partners.md#partner-api): the served document
// passes Redocly's recommended rules, and a client generated from it by openapi-typescript types a flow through
// every operation (test/partner-client/flow.ts), which then runs against the real server.

const FLOW = path.resolve(import.meta.dirname, '../../../test/partner-client/flow.ts');
const require = createRequire(import.meta.url);

let t: TestApp;
let receiver: WebhookReceiver;
let baseUrl: string;
let document: Record<string, unknown>;
let workDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  receiver = await startWebhookReceiver();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  document = (await (await fetch(`${baseUrl}/api/partner-api/v1/openapi.json`)).json()) as Record<
    string,
    unknown
  >;
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-partner-client-'));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

/** Generates the client's types from `source` into a folder of its own beside a copy of the flow. */
async function generatedFlow(source: Record<string, unknown>, folder: string): Promise<string> {
  const dir = path.join(workDir, folder);
  await fs.mkdir(dir);
  await fs.writeFile(path.join(dir, 'schema.ts'), astToString(await openapiTS(JSON.stringify(source))));
  const flow = path.join(dir, 'flow.ts');
  await fs.copyFile(FLOW, flow);
  return flow;
}

/** What strict TypeScript says of the flow, as `file:line message`. */
function typeErrors(flow: string): string[] {
  const program = ts.createProgram([flow], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    // The copy lives outside the project: the client library is found where the project installed it.
    paths: { 'openapi-fetch': [path.dirname(require.resolve('openapi-fetch/package.json'))] },
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const file = diagnostic.file ? path.basename(diagnostic.file.fileName) : '';
    return `${file}:${(where?.line ?? 0) + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

describe('the partner API for a generated client', () => {
  it('passes Redocly’s recommended rules with no error or warning', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: `${baseUrl}/api/partner-api/v1/openapi.json`,
      // Served here from 127.0.0.1, which that one rule is about; the live document names its own host.
      config: await createConfig({ extends: ['recommended'], rules: { 'no-server-example.com': 'off' } }),
    });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it('types a flow through every operation, which then runs against the server', async () => {
    const source = await fs.readFile(FLOW, 'utf8');
    const called = [...source.matchAll(/client\.(GET|POST)\(\s*'([^']+)'/g)].map(
      ([, method, route]) => `${method} ${route}`,
    );
    const declared = Object.entries(document.paths as Record<string, object>).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect([...new Set(called)].sort()).toEqual(declared.sort());

    const flow = await generatedFlow(document, 'served');
    expect(typeErrors(flow)).toEqual([]);

    const { partnerId, key } = await partnerWithKey(t);
    const testKey = (await addKey(t, partnerId, 'test')).authorization!.slice('Bearer '.length);
    await addEndpoint(t, (await signedInExterno(t, partnerId)).headers, `${receiver.url}?p=${partnerId}`, [
      'order.created',
    ]);
    const {
      idempotencyKey: _key,
      partnerId: _partner,
      ...order
    } = await orderRequest(t, {
      client: { documentNumber: '45400001' },
      factura: { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' },
    });
    const compiled = ts.transpileModule(await fs.readFile(flow, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const runnable = path.join(workDir, 'served', 'flow.mjs');
    await fs.writeFile(runnable, compiled.outputText);
    const { run } = (await import(pathToFileURL(runnable).href)) as {
      run: (...args: unknown[]) => Promise<Record<string, unknown>>;
    };
    const seen = await run(createClient, baseUrl, key, testKey, order, newKey());
    expect(seen).toMatchObject({
      quotedFee: seen.createdFee,
      linkState: 'activa',
      status: 0,
      pingType: 'webhook.test',
      redeliveredEvent: seen.pingEvent,
      cancelledLink: 'vencida',
      refusedCode: 'ORDER_NOT_FOUND',
      liveMoveCode: 'PARTNER_SANDBOX_ONLY',
      sandboxStatuses: [1, 3, 5],
      factura: order.factura,
      sandboxFactura: order.factura,
    });
    expect(seen.bankIds).toContain(order.paymentBankId);
    expect(seen.readCode).toEqual(expect.any(String));
    expect(seen.listedCodes).toEqual([seen.readCode]);
  });

  it('fails to type the flow from a document whose order lost its required fields', async () => {
    const loose = structuredClone(document) as {
      components: { schemas: { Order: { required?: string[] } } };
    };
    delete loose.components.schemas.Order.required;
    const errors = typeErrors(await generatedFlow(loose, 'loose'));
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^flow\.ts:\d+ 'made\.link' is possibly 'undefined'/),
        expect.stringMatching(/^flow\.ts:\d+ Type '0 \| 1 \| 2 \| 3 \| 4 \| 5 \| undefined' is not/),
      ]),
    );
  });
});

import { endpoint, withCallers } from '@cambix/contract';
import { callers } from '@cambix/contract/callers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLog } from '../../test/support/captured-log.ts';
import { APP_KEY_HEADER, buildTestApp, type TestApp } from '../../test/support/test-app.ts';
import { signFileLink } from '../modules/files/index.ts';
import { identityDocuments } from './db/schema/index.ts';
import { defineRoute } from './http/route.ts';

// An account number, as a payout query would carry it.
const ACCOUNT = '19112345678901';
const { outOfRange, duplicate } = withCallers(
  { outOfRange: callers.open(), duplicate: callers.open() },
  {
    outOfRange: endpoint<{ response: null }>('GET', '/api/test/out-of-range'),
    duplicate: endpoint<{ response: null }>('GET', '/api/test/duplicate'),
  },
);

// Each request is logged at debug (decision 115).
const captured = captureLog('debug');
let t: TestApp;
let fileLink: string;
beforeAll(async () => {
  t = await buildTestApp({
    log: captured.log,
    routes(app, ctx) {
      const failing = (run: () => Promise<unknown>) => ({
        handler: async () => {
          await run();
          return null;
        },
      });
      defineRoute(
        app,
        ctx,
        outOfRange,
        { response: z.null() },
        failing(() => ctx.db.execute(sql`select ${ACCOUNT}::int`)),
      );
      defineRoute(
        app,
        ctx,
        duplicate,
        { response: z.null() },
        failing(() =>
          ctx.db.transaction(async (tx) => {
            await tx.execute(sql`create temp table payout_probe (account text primary key) on commit drop`);
            await tx.execute(sql`insert into payout_probe values (${ACCOUNT}), (${ACCOUNT})`);
          }),
        ),
      );
    },
  });
  const customer = await t.sessionOf('clienteNuevo');
  const storageKey = await t.ctx.storage.put(Buffer.from('foto'), 'jpg');
  const [document] = await t.ctx.db
    .insert(identityDocuments)
    .values({ userId: customer.user.id, kind: 'DNI_FRONT', storageKey, mimeType: 'image/jpeg', byteSize: 4 })
    .returning({ id: identityDocuments.id });
  fileLink = await signFileLink(t.ctx, { kind: 'identity_document', id: document!.id }, customer.user.id);
});
afterAll(() => t.close());

describe('what the log keeps', () => {
  it('the request log holds no signed link, order-link code, document number or query value', async () => {
    const fileToken = fileLink.split('/').pop()!;
    const requests = [
      { method: 'GET', url: fileLink },
      { method: 'GET', url: '/api/order-link/codigo/LINKCODE1' },
      { method: 'GET', url: '/api/order-modification-link/LINKCODE2' },
      { method: 'POST', url: '/api/order-link/LINKCODE3/finalize', payload: {} },
      { method: 'GET', url: '/api/validateDni/45678912' },
      { method: 'GET', url: '/userDashboard/nueva-orden/LINKCODE4' },
      { method: 'GET', url: '/restaurar?token=RESETTOKEN5' },
    ] as const;
    for (const request of requests) await t.app.inject({ ...request, headers: APP_KEY_HEADER });

    const text = captured.text();
    for (const secret of [fileToken, 'LINKCODE', '45678912', 'RESETTOKEN5'])
      expect(text).not.toContain(secret);
    const urls = captured.lines().flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/files/[oculto]',
        '/api/order-link/codigo/[oculto]',
        '/api/order-modification-link/[oculto]',
        '/api/order-link/[oculto]/finalize',
        '/api/validateDni/[oculto]',
        '/userDashboard/nueva-orden/[oculto]',
        '/restaurar?token=[oculto]',
      ]),
    );
  });

  it('a failing statement is logged with its SQL and code, never with the values it was given', async () => {
    for (const url of ['/api/test/out-of-range', '/api/test/duplicate']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(500);
    }
    const failures = captured.lines().filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(JSON.stringify(failures)).not.toContain(ACCOUNT);
    expect(failures.map((line) => (line.err as { message: string }).message)).toEqual([
      expect.stringMatching(/select \$1::int.*"\[oculto\]" is out of range for type integer/s),
      expect.stringMatching(/insert into payout_probe.*duplicate key value violates unique constraint/s),
    ]);
  });
});

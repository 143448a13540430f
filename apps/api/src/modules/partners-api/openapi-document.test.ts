import { partnerApiEndpoints } from '@cambix/contract';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

// The served document as a partner's tools read it: validated against the OpenAPI 3.1 schema by a
// validator the project did not write, its references resolved.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the partner API document', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/partner-api/v1/openapi.json' });
    const document = response.json() as Parameters<typeof SwaggerParser.validate>[0];
    const validated = await SwaggerParser.validate(structuredClone(document));
    expect(validated.info.title).toBe('Cambix — API para socios');
  });

  it('declares every operation the API routes, each once', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/partner-api/v1/openapi.json' });
    const { paths } = response.json() as { paths: Record<string, Record<string, { operationId: string }>> };
    const declared = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routed = Object.values(partnerApiEndpoints)
      .filter(
        (endpoint) => endpoint !== partnerApiEndpoints.openapi && endpoint !== partnerApiEndpoints.guide,
      )
      .map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(declared.sort()).toEqual(routed.sort());
    const ids = Object.values(paths).flatMap((path) =>
      Object.values(path).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(routed.length);
  });
});

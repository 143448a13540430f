import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAccessLog, identityDocuments } from '../../platform/db/schema/index.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signFileLink } from './file-links.ts';

let t: TestApp;
let documentId: number;
let staffId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const customer = await t.sessionOf('clienteNuevo');
  staffId = (await t.sessionOf('colaborador')).user.id;
  const storageKey = await t.ctx.storage.put(Buffer.from('bytes de la foto'), 'jpg');
  const [row] = await t.ctx.db
    .insert(identityDocuments)
    .values({ userId: customer.user.id, kind: 'DNI_FRONT', storageKey, mimeType: 'image/jpeg', byteSize: 16 })
    .returning({ id: identityDocuments.id });
  documentId = row!.id;
});
afterAll(() => t.close());

describe('signed file links', () => {
  it('serves the private file to whoever holds the link, privately, and logs the view', async () => {
    const link = await signFileLink(t.ctx, { kind: 'identity_document', id: documentId }, staffId);
    const response = await t.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe('bytes de la foto');
    const views = await t.ctx.db.select().from(fileAccessLog).where(eq(fileAccessLog.fileId, documentId));
    expect(views).toEqual([expect.objectContaining({ fileKind: 'identity_document', viewerId: staffId })]);
  });

  it('stops working after five minutes, and a forged link never works', async () => {
    const link = await signFileLink(t.ctx, { kind: 'identity_document', id: documentId }, staffId);
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await t.app.inject({ method: 'GET', url: link });
    expect(expired.statusCode).toBe(410);
    expect(body(expired).code).toBe('FILE_LINK_INVALID');
    expect((await t.app.inject({ method: 'GET', url: '/api/files/inventado' })).statusCode).toBe(410);
  });
});

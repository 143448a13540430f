import type { IdentityDocument, KycStatus } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityDocuments } from '../../platform/db/schema/index.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function send(
  headers: Record<string, string>,
  kind: string | null,
  file?: { name: string; data: Buffer },
) {
  const form = multipart(kind === null ? {} : { kind }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/sendImage',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

describe('POST /api/sendImage', () => {
  it('stores a DNI photo privately, re-encoded without metadata, and shows it to its owner', async () => {
    const { session, headers } = await registerCustomer(t);
    const original = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0f766e' } })
      .withMetadata({ exif: { IFD0: { Make: 'Telefono', Model: 'X1' } } })
      .jpeg()
      .toBuffer();
    const response = await send(headers, 'dni_front', { name: 'dni.jpg', data: original });
    expect(response.statusCode).toBe(200);
    const document = body<IdentityDocument>(response).data;
    expect(document).toMatchObject({ kind: 'dni_front', uploadedAt: t.clock.now().toISOString() });

    const image = await t.app.inject({ method: 'GET', url: document.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([120, 80, undefined]);

    const rows = await t.ctx.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, session.user.id));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'DNI_FRONT', mimeType: 'image/jpeg', replacedAt: null }),
    ]);
    expect(rows[0]?.storageKey).not.toContain('dni');
  });

  it('replaces an earlier photo of the same kind and keeps the earlier row', async () => {
    const { session, headers } = await registerCustomer(t);
    const first = body<IdentityDocument>(
      await send(headers, 'dni_back', { name: 'a.jpg', data: await photo('#111') }),
    );
    t.clock.advance(60_000);
    const second = body<IdentityDocument>(
      await send(headers, 'dni_back', { name: 'b.png', data: await photo('#eee', 'png') }),
    );
    expect(second.data.uploadedAt > first.data.uploadedAt).toBe(true);

    const rows = await t.ctx.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, session.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.replacedAt === null)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: first.data.url })).statusCode).toBe(410);

    const status = body<KycStatus>(await t.app.inject({ method: 'GET', url: '/api/user/kyc', headers }));
    expect(status.data.documents).toEqual([
      expect.objectContaining({ kind: 'dni_back', uploadedAt: second.data.uploadedAt }),
    ]);
  });

  it('refuses a text file renamed .png with the Spanish message, and stores nothing', async () => {
    const { session, headers } = await registerCustomer(t);
    const response = await send(headers, 'dni_front', {
      name: 'dni.png',
      data: Buffer.from('esto es solo texto, no una foto del DNI'),
    });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toMatchObject({
      success: false,
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
      message: 'El archivo debe ser una imagen JPG, PNG o WebP.',
    });
    const rows = await t.ctx.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, session.user.id));
    expect(rows).toHaveLength(0);
  });

  it('takes each photo only at its step: the selfie after the DNI, nothing once validated', async () => {
    const { headers } = await registerCustomer(t);
    const selfie = await send(headers, 'selfie', { name: 'selfie.jpg', data: await photo() });
    expect(selfie.statusCode).toBe(409);
    expect(body(selfie).code).toBe('KYC_STEP_NOT_CURRENT');

    const validated = await send(await t.authAs('cliente'), 'dni_front', {
      name: 'dni.jpg',
      data: await photo(),
    });
    expect(body(validated).code).toBe('KYC_STEP_NOT_CURRENT');
  });

  it('says what is missing: the kind, the file; and only customers upload', async () => {
    const { headers } = await registerCustomer(t);
    const noKind = await send(headers, null, { name: 'dni.jpg', data: await photo() });
    expect(body(noKind)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { kind: expect.any(String) } },
    });
    const wrongKind = await send(headers, 'pasaporte', { name: 'dni.jpg', data: await photo() });
    expect(body(wrongKind).code).toBe('VALIDATION_FAILED');
    expect(body(await send(headers, 'dni_front')).code).toBe('UPLOAD_MISSING');

    const staff = await send(await t.authAs('admin'), 'dni_front', { name: 'dni.jpg', data: await photo() });
    expect(staff.statusCode).toBe(403);
    expect(body(staff).code).toBe('FORBIDDEN_ROLE');
  });
});

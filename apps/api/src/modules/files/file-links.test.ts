import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { createOrder, operativeCustomer } from '../../../test/support/orders.ts';
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

/** A one-page PDF whose opening runs JavaScript (an /OpenAction of type /JavaScript), xref included. */
function pdfWithScript(): Buffer {
  const content = 'BT /F1 14 Tf 20 100 Td (Comprobante) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.domain\\);) >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

describe('uploaded vouchers as the browser gets them', () => {
  const SANDBOX =
    "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

  async function servedVoucher(file: { name: string; data: Buffer; type: string }) {
    const { headers } = await operativeCustomer(t);
    const order = await createOrder(t, headers);
    const form = multipart({}, file);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/sendImageOrder/${order.id}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/generateUrl',
      headers,
      payload: { orderId: order.id, kind: 'voucher' },
    });
    return body<{ url: string }>(link).data.url;
  }

  it('serves a PDF with a script action in a sandbox, never sniffed, inline or as a download', async () => {
    const pdf = pdfWithScript();
    const url = await servedVoucher({ name: 'voucher.pdf', data: pdf, type: 'application/pdf' });
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': SANDBOX,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="comprobante.pdf"',
    });
    expect(shown.rawPayload.equals(pdf)).toBe(true);
    const saved = await t.app.inject({ method: 'GET', url: `${url}?download=1` });
    expect(saved.headers['content-disposition']).toBe('attachment; filename="comprobante.pdf"');
    expect(saved.headers['content-security-policy']).toBe(SANDBOX);
  });

  it('still serves an image voucher as the image it is, under the same policy', async () => {
    const url = await servedVoucher({
      name: 'voucher.png',
      data: await photo('#1d4ed8', 'png'),
      type: 'image/png',
    });
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-security-policy': SANDBOX,
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(shown.rawPayload).metadata()).format).toBe('jpeg');
  });
});

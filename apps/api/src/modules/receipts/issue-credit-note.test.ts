import { ORDER_STATUS, type CreditNoteView, type Invoice, type Session } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { orderInStatus, payout } from '../../../test/support/pipeline.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, creditNotes, receipts, sunatSummaries } from '../../platform/db/schema/index.ts';
import { createSunatReceiptSender } from '../../platform/receipt-sender.ts';
import { selfSignedIdentity } from '../../platform/sunat/signing-identity.ts';
import { createSimulatorGateway } from '../../platform/sunat/simulator-gateway.ts';
import type { SigningIdentity } from '../../platform/sunat/xml-signature.ts';
import { validateAgainstXsd } from '../../platform/sunat/xsd-validator.ts';
import { sendDailySummaries } from './daily-summary.ts';
import { issueCreditNote } from './issue-credit-note.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;
let identity: SigningIdentity;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  const company = {
    name: 'Cambix Perú S.A.C.',
    ruc: '20601234565',
    address: 'Av. José Larco 101, Miraflores',
  };
  expect((await settingsCall(t, admin, 'PUT', '/company', company)).statusCode).toBe(200);
  identity = await selfSignedIdentity();
  t.ctx.receiptSender = createSunatReceiptSender(createSimulatorGateway({ now: t.ctx.now }), identity);
  adminId = (await t.ctx.db.query.users.findFirst({
    where: (u, { eq: is }) => is(u.documentNumber, '10000001'),
  }))!.id;
});
afterAll(() => t.close());

/** A boleta paid out at 10:00 in Lima on 2026-11-21. */
async function boleta() {
  t.clock.set('2026-11-21T15:00:00Z');
  const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
    sendAmount: '1000.00',
    fee: '11.80',
    finalFee: '11.80',
    isFlatFee: true,
    receiveAmount: '988.20',
  });
  expect((await payout(t, admin, order.id, { fields: { operationNumber: 'TR-1' } })).statusCode).toBe(200);
  const [row] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, order.id));
  if (!row) throw new Error('no boleta');
  return row;
}

const issue = (receiptId: number, headers: { authorization: string }, reasonCode = '01') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/receipts/${receiptId}/credit-note`,
    headers,
    payload: { reasonCode },
  });

describe('nota de crédito (docs/rules/receipts.md#issuing-a-credit-note)', () => {
  it('credits the whole boleta, signed and XSD-valid, in series BC01, without editing the boleta', async () => {
    const original = await boleta();
    const response = await issue(original.id, admin);
    expect(response.statusCode).toBe(200);
    const view = body<CreditNoteView>(response).data;
    expect(view).toMatchObject({
      reasonCode: '01',
      reason: 'Anulación de la operación',
      amount: original.amount,
      currency: 'PEN',
      sending: { status: 'pendiente', hasSignedXml: true, hasCdr: false },
    });
    expect(view.number).toMatch(/^BC01-\d{8}$/);
    const [note] = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.id, view.id));
    expect(note?.sendMessage).toBe('Se informará a SUNAT en el resumen diario del 2026-11-21');
    const xml = note?.signedXml ?? '';
    expect(await validateAgainstXsd(xml, 'credit-note')).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(`<ds:DigestValue>${note?.xmlHash}</ds:DigestValue>`);
    const boletaId = `${original.serie}-${String(original.numero).padStart(8, '0')}`;
    expect(xml).toContain(`<cbc:ReferenceID>${boletaId}</cbc:ReferenceID>`);
    expect(xml).toContain('<cbc:DocumentTypeCode>03</cbc:DocumentTypeCode>');
    expect(xml).toContain('catalogo09">01</cbc:ResponseCode>');
    // The boleta is untouched.
    const [after] = await t.ctx.db.select().from(receipts).where(eq(receipts.id, original.id));
    expect(after).toEqual(original);
  });

  it('refuses a second credit note of the same boleta, even at the same time', async () => {
    const original = await boleta();
    const [first, second] = await Promise.all([issue(original.id, admin), issue(original.id, admin, '06')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = [first, second].find((answer) => answer.statusCode === 409);
    expect(body(refused!).code).toBe('CREDIT_NOTE_EXISTS');
    expect((await issue(original.id, admin, '07')).statusCode).toBe(409);
    const notes = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.receiptId, original.id));
    expect(notes).toHaveLength(1);
  });

  it('draws consecutive numbers without gaps when issued concurrently', async () => {
    const boletas = [await boleta(), await boleta(), await boleta()];
    const before = await t.ctx.db.select({ numero: creditNotes.numero }).from(creditNotes);
    const highest = Math.max(0, ...before.map((row) => row.numero));
    const notes = await Promise.all(boletas.map((row) => issueCreditNote(t.ctx, adminId, row.id, '01')));
    expect(notes.map((note) => note.numero).sort((a, b) => a - b)).toEqual([
      highest + 1,
      highest + 2,
      highest + 3,
    ]);
    expect(new Set(notes.map((note) => note.serie))).toEqual(new Set(['BC01']));
  });

  it('a refused note gives its number back', async () => {
    const [last] = await t.ctx.db
      .select({ numero: creditNotes.numero })
      .from(creditNotes)
      .orderBy(creditNotes.numero);
    const original = await boleta();
    await issueCreditNote(t.ctx, adminId, original.id, '01');
    await expect(issueCreditNote(t.ctx, adminId, original.id, '01')).rejects.toMatchObject({
      code: 'CREDIT_NOTE_EXISTS',
    });
    const next = await issueCreditNote(t.ctx, adminId, (await boleta()).id, '01');
    const all = await t.ctx.db.select({ numero: creditNotes.numero }).from(creditNotes);
    expect(next.numero).toBe(Math.max(...all.map((row) => row.numero)));
    expect(next.numero).toBeGreaterThan(last?.numero ?? 0);
    expect(new Set(all.map((row) => row.numero)).size).toBe(all.length);
    expect(Math.max(...all.map((row) => row.numero))).toBe(all.length);
  });

  it('needs edit of Devoluciones: view of it, or edit of Pagos, is refused and nothing is issued', async () => {
    const original = await boleta();
    const viewer = await signedInColaborador(t, [{ module: 'devoluciones', canView: true, canEdit: false }]);
    const pagos = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: true }]);
    expect((await issue(original.id, viewer.headers)).statusCode).toBe(403);
    expect((await issue(original.id, pagos.headers)).statusCode).toBe(403);
    expect(await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.receiptId, original.id))).toEqual(
      [],
    );

    const editor = await signedInColaborador(t, [{ module: 'devoluciones', canView: true, canEdit: true }]);
    const response = await issue(original.id, editor.headers, '07');
    expect(response.statusCode).toBe(200);
    const view = body<CreditNoteView>(response).data;
    expect(view.issuedBy).toBe(`${editor.user.nombres} ${editor.user.apellidoPaterno}`);
    const audit = await t.ctx.db
      .select({ actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit-note.issue'), eq(auditLog.targetId, String(original.id))));
    expect(audit).toEqual([
      {
        actorId: editor.user.id,
        after: expect.objectContaining({
          creditNote: view.number,
          reasonCode: '07',
          amount: original.amount,
        }),
      },
    ]);
  });

  it('a document without a CDR yet is not downloaded', async () => {
    const original = await boleta();
    const cdr = await t.app.inject({
      method: 'GET',
      url: `/api/admin/receipts/${original.id}/cdr`,
      headers: admin,
    });
    expect(cdr.statusCode).toBe(404);
    expect(body(cdr).code).toBe('RECEIPT_FILE_NOT_FOUND');
    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/admin/receipts/${original.id}/xml`,
      headers: admin,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toBe(original.signedXml);
  });

  it('an unknown boleta is not found', async () => {
    expect((await issue(2_000_000, admin)).statusCode).toBe(404);
  });

  it('goes in a daily summary once its boleta has been sent, and takes the summary’s CDR', async () => {
    const original = await boleta();
    const note = await issueCreditNote(t.ctx, adminId, original.id, '01');
    const [other] = await t.ctx.db.select({ id: creditNotes.id }).from(creditNotes);
    expect(other).toBeDefined();
    // Still 2026-11-21 in Lima: neither goes yet.
    t.clock.set('2026-11-22T04:59:59.999Z');
    await sendDailySummaries(t.ctx);
    const waiting = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(waiting[0]?.sendStatus).toBe('pendiente');

    t.clock.set('2026-11-22T05:00:00.000Z');
    await sendDailySummaries(t.ctx);
    const [sentBoleta] = await t.ctx.db.select().from(receipts).where(eq(receipts.id, original.id));
    const [sentNote] = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(sentBoleta?.sendStatus).toBe('enviada');
    expect(sentNote?.sendStatus).toBe('enviada');
    expect(sentNote?.summaryId).not.toBe(sentBoleta?.summaryId);
    const [summary] = await t.ctx.db
      .select()
      .from(sunatSummaries)
      .where(eq(sunatSummaries.summaryId, sentNote?.summaryId ?? ''));
    expect(summary?.referenceDay).toBe('2026-11-21');
    const noteId = `BC01-${String(note.numero).padStart(8, '0')}`;
    const boletaId = `${original.serie}-${String(original.numero).padStart(8, '0')}`;
    const xml = summary?.signedXml ?? '';
    expect(await validateAgainstXsd(xml, 'summary')).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(`<cbc:DocumentTypeCode>07</cbc:DocumentTypeCode><cbc:ID>${noteId}</cbc:ID>`);
    expect(xml).toContain(`<cbc:ID>${boletaId}</cbc:ID><cbc:DocumentTypeCode>03</cbc:DocumentTypeCode>`);

    t.clock.set('2026-11-22T05:10:00.000Z');
    await sendDailySummaries(t.ctx);
    const [answered] = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(answered).toMatchObject({ sendStatus: 'aceptada', cdrCode: '0' });

    // Staff read it under the boleta and download its XML (signed in again: the clock moved a day).
    const later = { authorization: `Bearer ${body<Session>(await t.login('10000001')).data.token}` };
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/getInvoiceData?serie=${original.serie}&numero_recibo=${original.numero}&bankId=${original.bankId}`,
      headers: later,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const invoice = body<Invoice>(answer).data;
    expect(invoice.sending).toMatchObject({ status: 'aceptada', hasSignedXml: true, hasCdr: true });
    expect(invoice.sending?.creditNote).toMatchObject({
      number: noteId,
      sending: { status: 'aceptada', cdrCode: '0', nextAttemptAt: null, hasCdr: true },
    });
    // The CDR of each is the CDR of the summary it went in.
    for (const [url, summaryOf] of [
      [`/api/admin/credit-notes/${note.id}/cdr`, sentNote?.summaryId],
      [`/api/admin/receipts/${original.id}/cdr`, sentBoleta?.summaryId],
    ] as const) {
      const cdr = await t.app.inject({ method: 'GET', url, headers: later });
      expect(cdr.statusCode).toBe(200);
      const [summaryRow] = await t.ctx.db
        .select({ cdrXml: sunatSummaries.cdrXml })
        .from(sunatSummaries)
        .where(eq(sunatSummaries.summaryId, summaryOf ?? ''));
      expect(cdr.body).toBe(summaryRow?.cdrXml);
      expect(cdr.body).toContain('ApplicationResponse');
    }
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/credit-notes/${note.id}/xml`,
      headers: later,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.body).toContain(`<cbc:ID>${noteId}</cbc:ID>`);
  });
});

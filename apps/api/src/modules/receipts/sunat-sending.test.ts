import { ORDER_STATUS, type Invoice, type Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInStatus, payout } from '../../../test/support/pipeline.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { dueAt } from '../../../test/support/test-jobs.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { creditNotes, receipts, sunatSummaries } from '../../platform/db/schema/index.ts';
import { createSunatReceiptSender } from '../../platform/receipt-sender.ts';
import { cdrXml, readCdr } from '../../platform/sunat/cdr.ts';
import { selfSignedIdentity } from '../../platform/sunat/signing-identity.ts';
import { createSimulatorGateway } from '../../platform/sunat/simulator-gateway.ts';
import { SunatException, type SunatGateway } from '../../platform/sunat/sunat-gateway.ts';
import type { SigningIdentity } from '../../platform/sunat/xml-signature.ts';
import { validateAgainstXsd } from '../../platform/sunat/xsd-validator.ts';
import { sendDailySummaries } from './daily-summary.ts';
import { FACTURA_JOBS, FACTURA_RETRIES, FACTURA_RETRY_SECONDS } from './factura-jobs.ts';

let t: TestApp;
let admin: { authorization: string };
let identity: SigningIdentity;
let simulator: SunatGateway;

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
  simulator = createSimulatorGateway({ now: t.ctx.now });
  t.ctx.receiptSender = createSunatReceiptSender(simulator, identity);
});
afterAll(() => t.close());

const BUYER = { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' };

/**
 * Pays out an order and answers its receipt's row, issued at an instant: paid within the sessions' first day,
 * and dated later in the row where the test needs another day. A factura when the order names its buyer.
 */
async function receiptPaidAt(instant: string, factura: typeof BUYER | null = null) {
  t.clock.set(instant < '2026-11-22' ? instant : '2026-11-21T15:00:00Z');
  const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
    sendAmount: '1000.00',
    fee: '11.80',
    finalFee: '11.80',
    isFlatFee: true,
    receiveAmount: '988.20',
    facturaRuc: factura?.ruc ?? null,
    facturaRazonSocial: factura?.razonSocial ?? null,
  });
  expect((await payout(t, admin, order.id, { fields: { operationNumber: 'TR-1' } })).statusCode).toBe(200);
  await t.ctx.db
    .update(receipts)
    .set({ issuedAt: new Date(instant) })
    .where(eq(receipts.orderId, order.id));
  return receiptOfOrder(order.id);
}
const boletaPaidAt = (instant: string) => receiptPaidAt(instant);

async function receiptOfOrder(orderId: number) {
  const [row] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, orderId));
  if (!row) throw new Error('no boleta');
  return row;
}
const reread = (receipt: { orderId: number }) => receiptOfOrder(receipt.orderId);

async function summariesAt(instant: string, gateway: SunatGateway = simulator) {
  t.clock.set(instant);
  await sendDailySummaries({ ...t.ctx, receiptSender: createSunatReceiptSender(gateway, identity) });
}

describe('boletas to SUNAT through the simulator (docs/rules/receipts.md#daily-summary)', () => {
  it('a payout signs the boleta, keeps its hash and leaves it for the day’s summary', async () => {
    // 10:00 in Lima on 2026-11-21.
    const boleta = await boletaPaidAt('2026-11-21T15:00:00Z');
    expect(boleta).toMatchObject({
      sendStatus: 'pendiente',
      sendProvider: 'simulador',
      sendMessage: 'Se informará a SUNAT en el resumen diario del 2026-11-21',
      summaryId: null,
    });
    expect(boleta.xmlHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(boleta.signedXml).toContain(`<ds:DigestValue>${boleta.xmlHash}</ds:DigestValue>`);
    expect(boleta.signedXml).toContain(
      '<cbc:Note languageLocaleID="1000">SON: ONCE Y 80/100 SOLES</cbc:Note>',
    );
    expect(await validateAgainstXsd(boleta.signedXml ?? '', 'invoice')).toEqual({ valid: true, errors: [] });

    // Not before the day has ended in Lima.
    await summariesAt('2026-11-22T04:59:59.999Z');
    expect((await reread(boleta)).sendStatus).toBe('pendiente');

    await summariesAt('2026-11-22T05:00:00.000Z');
    const sent = await reread(boleta);
    expect(sent).toMatchObject({ sendStatus: 'enviada', summaryId: 'RC-20261122-1' });
    expect(sent.sendTicket).toBe('SIM-0-20601234565-RC-20261122-1');
    const [summary] = await t.ctx.db
      .select()
      .from(sunatSummaries)
      .where(eq(sunatSummaries.summaryId, 'RC-20261122-1'));
    expect(summary).toMatchObject({
      referenceDay: '2026-11-21',
      issueDay: '2026-11-22',
      sequence: 1,
      status: 'enviada',
    });
    expect(summary?.signedXml).toContain(
      `<cbc:ID>${boleta.serie}-${String(boleta.numero).padStart(8, '0')}</cbc:ID>`,
    );

    // The next run asks for the CDR.
    await summariesAt('2026-11-22T05:10:00.000Z');
    expect(await reread(boleta)).toMatchObject({ sendStatus: 'aceptada', cdrCode: '0' });
    const [answered] = await t.ctx.db
      .select()
      .from(sunatSummaries)
      .where(eq(sunatSummaries.summaryId, 'RC-20261122-1'));
    expect(answered).toMatchObject({ status: 'aceptada', cdrCode: '0' });

    // Staff read the state, the CDR's code and the summary; the printed boleta carries the hash and the words.
    const invoice = body<Invoice>(
      await t.app.inject({
        method: 'GET',
        url: `/api/getInvoiceData?serie=${boleta.serie}&numero_recibo=${boleta.numero}&bankId=${boleta.bankId}`,
        headers: { authorization: `Bearer ${body<Session>(await t.login('10000001')).data.token}` },
      }),
    ).data;
    expect(invoice).toMatchObject({
      amountInWords: 'SON: ONCE Y 80/100 SOLES',
      hash: boleta.xmlHash,
      consultationUrl: 'https://e-consulta.sunat.gob.pe/ol-ti-itconsvalicpe/ConsValiCpe.htm',
      sending: { status: 'aceptada', provider: 'simulador', cdrCode: '0', summaryId: 'RC-20261122-1' },
    });
  });

  it('a second summary made the same day is number 2', async () => {
    const boleta = await boletaPaidAt('2026-11-21T20:00:00Z');
    await summariesAt('2026-11-22T06:00:00.000Z');
    expect(await reread(boleta)).toMatchObject({ sendStatus: 'enviada', summaryId: 'RC-20261122-2' });
  });

  it('a rejected summary leaves its boletas rechazada with SUNAT’s code', async () => {
    const rejecting: SunatGateway = {
      ...simulator,
      getStatus: () =>
        Promise.resolve({
          state: 'procesado',
          cdr: readCdr(
            cdrXml({
              documentId: 'RC-20261124-1',
              issuerRuc: '20601234565',
              responseCode: '2335',
              description: 'El documento electrónico ingresado ha sido alterado',
              notes: [],
              date: '2026-11-24',
              time: '00:10:00',
            }),
          ),
        }),
    };
    const boleta = await boletaPaidAt('2026-11-23T15:00:00Z');
    await summariesAt('2026-11-24T05:00:00.000Z', rejecting);
    // SUNAT does not answer the ticket once: the boleta says so and stays enviada.
    const silent: SunatGateway = {
      ...simulator,
      getStatus: () =>
        Promise.reject(new SunatException('0100', 'El sistema no puede responder su solicitud')),
    };
    await summariesAt('2026-11-24T05:05:00.000Z', silent);
    expect(await reread(boleta)).toMatchObject({
      sendStatus: 'enviada',
      sendMessage:
        'Constancia del resumen RC-20261124-1 no obtenida: 0100 - El sistema no puede responder su solicitud; se reintentará el 24/11/2026 00:15',
      summaryRetryAt: new Date('2026-11-24T05:15:00.000Z'),
    });
    const [summary] = await t.ctx.db
      .select()
      .from(sunatSummaries)
      .where(eq(sunatSummaries.summaryId, 'RC-20261124-1'));
    expect(summary).toMatchObject({ pollAttempts: 1, nextPollAt: new Date('2026-11-24T05:15:00.000Z') });
    // Not asked again before its moment, asked at it.
    await summariesAt('2026-11-24T05:14:59.999Z', rejecting);
    expect((await reread(boleta)).sendStatus).toBe('enviada');
    await summariesAt('2026-11-24T05:15:00.000Z', rejecting);
    expect(await reread(boleta)).toMatchObject({
      sendStatus: 'rechazada',
      cdrCode: '2335',
      sendMessage: '2335 - El documento electrónico ingresado ha sido alterado',
      summaryRetryAt: null,
    });
  });

  it('a summary SUNAT does not receive leaves the boletas pendiente with the reason, and is tried again', async () => {
    const down: SunatGateway = {
      ...simulator,
      sendSummary: () =>
        Promise.reject(new SunatException('0100', 'El sistema no puede responder su solicitud')),
    };
    const boleta = await boletaPaidAt('2026-11-25T15:00:00Z');
    await summariesAt('2026-11-26T05:00:00.000Z', down);
    expect(await reread(boleta)).toMatchObject({
      sendStatus: 'pendiente',
      sendMessage:
        'Resumen diario no recibido: 0100 - El sistema no puede responder su solicitud; se reintentará el 26/11/2026 00:10',
      summaryAttempts: 1,
      summaryRetryAt: new Date('2026-11-26T05:10:00.000Z'),
    });
    // SUNAT is back, but the boleta waits for its moment.
    await summariesAt('2026-11-26T05:09:59.999Z');
    expect(await reread(boleta)).toMatchObject({ sendStatus: 'pendiente', summaryId: null });
    await summariesAt('2026-11-26T05:10:00.000Z');
    expect(await reread(boleta)).toMatchObject({ sendStatus: 'enviada', summaryId: 'RC-20261126-1' });
  });

  it('a boleta past the window is not sent and says so (last moment: the third day after, 23:59:59.999 Lima)', async () => {
    const down: SunatGateway = {
      ...simulator,
      sendSummary: () => Promise.reject(new SunatException('0100', 'caído')),
    };
    const boleta = await boletaPaidAt('2026-11-27T15:00:00Z');
    await summariesAt('2026-12-01T04:59:59.999Z', down);
    // No sweep before the deadline is left: the next run is the try, and it finds the window closed.
    expect((await reread(boleta)).sendMessage).toBe(
      'Resumen diario no recibido: 0100 - caído; se reintentará el 30/11/2026 23:59',
    );
    await summariesAt('2026-12-01T05:00:00.000Z');
    expect(await reread(boleta)).toMatchObject({
      sendStatus: 'pendiente',
      summaryId: null,
      sendMessage: 'Fuera del plazo del resumen diario del 2026-11-27: informarla a SUNAT a mano',
    });
  });
});

describe('a summary SUNAT does not receive waits longer each time, inside its window (decision 179)', () => {
  const down: SunatGateway = {
    ...simulator,
    sendSummary: () => Promise.reject(new SunatException('0109', 'El sistema de SUNAT no responde')),
  };

  it('10, 20, 40, 80 minutes, then 2 hours; the last try one sweep before the deadline', async () => {
    // A boleta of 29 November: its window runs from 30 Nov 00:00 to 2 Dec 23:59:59.999 Lima (05:00Z of the 3rd).
    const boleta = await boletaPaidAt('2026-11-29T15:00:00Z');
    const tries: [string, number, string][] = [
      ['2026-11-30T05:00:00.000Z', 1, '2026-11-30T05:10:00.000Z'],
      ['2026-11-30T05:10:00.000Z', 2, '2026-11-30T05:30:00.000Z'],
      ['2026-11-30T05:30:00.000Z', 3, '2026-11-30T06:10:00.000Z'],
      ['2026-11-30T06:10:00.000Z', 4, '2026-11-30T07:30:00.000Z'],
      ['2026-11-30T07:30:00.000Z', 5, '2026-11-30T09:30:00.000Z'],
      ['2026-11-30T09:30:00.000Z', 6, '2026-11-30T11:30:00.000Z'],
    ];
    for (const [instant, summaryAttempts, retryAt] of tries) {
      await summariesAt(instant, down);
      expect(await reread(boleta), instant).toMatchObject({
        sendStatus: 'pendiente',
        summaryAttempts,
        summaryRetryAt: new Date(retryAt),
      });
    }
    // A run before the moment leaves it alone, failure count and all.
    await summariesAt('2026-11-30T11:29:59.999Z', down);
    expect(await reread(boleta)).toMatchObject({ summaryAttempts: 6 });
    // Close to the deadline the 2 hours are cut to one sweep before it: 04:50Z, 23:50 in Lima.
    await summariesAt('2026-12-03T03:00:00.000Z', down);
    expect(await reread(boleta)).toMatchObject({
      summaryAttempts: 7,
      summaryRetryAt: new Date('2026-12-03T04:50:00.000Z'),
      sendMessage:
        'Resumen diario no recibido: 0109 - El sistema de SUNAT no responde; se reintentará el 02/12/2026 23:50',
    });
    await summariesAt('2026-12-03T04:50:00.000Z');
    expect(await reread(boleta)).toMatchObject({ sendStatus: 'enviada', summaryRetryAt: null });
  });
});

describe('a factura goes alone, as a job that is tried again (decision 171)', () => {
  it('a send SUNAT does not receive is shown with its reason and retried after its backoff, then accepted', async () => {
    const sent: string[] = [];
    let down = true;
    t.ctx.receiptSender = createSunatReceiptSender(
      {
        ...simulator,
        sendBill: (document) => {
          sent.push(document.fileName);
          return down
            ? Promise.reject(new SunatException('0100', 'El sistema no puede responder su solicitud'))
            : simulator.sendBill(document);
        },
      },
      identity,
    );
    try {
      // The payout signs the factura and queues it; the worker's first send is not received.
      const row = await receiptPaidAt('2026-11-21T15:00:00Z', BUYER);
      const queuedAt = t.clock.now().getTime();
      await t.drain();
      expect(sent).toEqual([`20601234565-01-F001-${String(row.numero).padStart(8, '0')}`]);
      expect(await reread(row)).toMatchObject({
        sendStatus: 'pendiente',
        sendMessage: '0100 - El sistema no puede responder su solicitud (se reintentará)',
      });
      const [job] = await t.ctx.jobs.find(FACTURA_JOBS, { receiptId: row.id });
      expect(job?.state).toBe('retry');
      const wait = (job?.startAfter.getTime() ?? 0) - queuedAt;
      expect(wait).toBeGreaterThanOrEqual(FACTURA_RETRY_SECONDS * 1000);
      expect(wait).toBeLessThanOrEqual(2 * FACTURA_RETRY_SECONDS * 1000);

      // Not a second before its backoff.
      down = false;
      t.clock.set(new Date((job?.startAfter.getTime() ?? 0) - 1000));
      await t.drain();
      expect(sent).toHaveLength(1);
      t.clock.set(dueAt(job ?? { startAfter: new Date() }));
      await t.drain();
      expect(sent).toHaveLength(2);
      expect(await reread(row)).toMatchObject({ sendStatus: 'aceptada', cdrCode: '0' });
    } finally {
      t.ctx.receiptSender = createSunatReceiptSender(simulator, identity);
    }
  });

  it('is given up after its last retry, and says so', async () => {
    const row = await boletaPaidAt('2026-11-21T15:00:00Z');
    await t.ctx.db
      .update(receipts)
      .set({ kind: 'factura', serie: 'F002', documentType: 'RUC', documentNumber: BUYER.ruc })
      .where(eq(receipts.id, row.id));
    let sends = 0;
    t.ctx.receiptSender = createSunatReceiptSender(
      {
        ...simulator,
        sendBill: () => {
          sends += 1;
          return Promise.reject(new SunatException('0100', 'caído'));
        },
      },
      identity,
    );
    try {
      await t.ctx.jobs.send(t.ctx.db, FACTURA_JOBS, [{ receiptId: row.id }]);
      for (let retry = 1; retry <= FACTURA_RETRIES; retry++) {
        await t.drain();
        expect(sends).toBe(retry);
        expect((await reread(row)).sendMessage).toBe('0100 - caído (se reintentará)');
        const [job] = await t.ctx.jobs.find(FACTURA_JOBS, { receiptId: row.id });
        t.clock.set(dueAt(job ?? { startAfter: new Date() }));
      }
      await t.drain();
      expect(sends).toBe(FACTURA_RETRIES + 1);
      expect(await reread(row)).toMatchObject({
        sendStatus: 'pendiente',
        sendMessage: '0100 - caído (sin más reintentos)',
      });
      const [job] = await t.ctx.jobs.find(FACTURA_JOBS, { receiptId: row.id });
      expect(job?.state).toBe('completed');
    } finally {
      t.ctx.receiptSender = createSunatReceiptSender(simulator, identity);
    }
  });
});

describe("a customer's factura (decision 180)", () => {
  it('is numbered in the bank’s F series, made out to the RUC, sent alone and accepted; its credit note too', async () => {
    const boleta = await boletaPaidAt('2026-11-21T15:00:00Z');
    const first = await receiptPaidAt('2026-11-21T15:00:00Z', BUYER);
    const second = await receiptPaidAt('2026-11-21T15:00:00Z', BUYER);
    // Its own correlative beside the boletas': B001 goes on, F001 starts at 1.
    expect(first).toMatchObject({
      kind: 'factura',
      serie: `F${boleta.serie.slice(1)}`,
      customerName: BUYER.razonSocial,
      documentType: 'RUC',
      documentNumber: BUYER.ruc,
      sendMessage: 'En cola para enviarse a SUNAT',
    });
    expect(second.numero).toBe(first.numero + 1);
    expect((await receiptPaidAt('2026-11-21T15:00:00Z')).numero).toBe(boleta.numero + 1);

    const xml = first.signedXml ?? '';
    expect(await validateAgainstXsd(xml, 'invoice')).toEqual({ valid: true, errors: [] });
    expect(xml).toMatch(/<cbc:InvoiceTypeCode[^>]*>01<\/cbc:InvoiceTypeCode>/);
    expect(xml).toMatch(new RegExp(`<cbc:ID schemeID="6"[^>]*>${BUYER.ruc}</cbc:ID>`));

    // Sent alone by its job.
    await t.drain();
    expect(await reread(first)).toMatchObject({ sendStatus: 'aceptada', cdrCode: '0', summaryId: null });

    // Staff read it as a factura.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/getInvoiceData?serie=${first.serie}&numero_recibo=${first.numero}&bankId=${first.bankId}`,
      headers: admin,
    });
    expect(body<Invoice>(invoice).data).toMatchObject({
      tipo: 'factura',
      customer: { name: BUYER.razonSocial, documentType: 'RUC', documentNumber: BUYER.ruc },
    });

    // Its nota de crédito is in FC01 and goes alone too.
    const credited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/receipts/${first.id}/credit-note`,
      headers: admin,
      payload: { reasonCode: '01' },
    });
    expect(credited.statusCode).toBe(200);
    const note = body<{ number: string; sending: { status: string } }>(credited).data;
    expect(note.number).toMatch(/^FC01-\d{8}$/);
    await t.drain();
    const [noteRow] = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.receiptId, first.id));
    expect(noteRow).toMatchObject({ sendStatus: 'aceptada', cdrCode: '0', summaryId: null });
    expect(await validateAgainstXsd(noteRow?.signedXml ?? '', 'credit-note')).toEqual({
      valid: true,
      errors: [],
    });
    expect(noteRow?.signedXml).toContain(`<cbc:DocumentTypeCode>01</cbc:DocumentTypeCode>`);

    // Neither is ever in a daily summary.
    await summariesAt('2026-11-22T05:00:00.000Z');
    expect((await reread(first)).summaryId).toBeNull();
    const [after] = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.receiptId, first.id));
    expect(after?.summaryId).toBeNull();
  });
});

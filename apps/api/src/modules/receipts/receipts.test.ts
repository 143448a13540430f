import { ORDER_STATUS, type Invoice, type Session } from '@cambix/contract';
import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfContents, pdfPages } from '../../../test/support/pdf-text.ts';
import { orderInStatus, payout } from '../../../test/support/pipeline.ts';
import { orderRow } from '../../../test/support/order-rows.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { receipts, receiptSeries } from '../../platform/db/schema/index.ts';
import { localReceiptSender } from '../../platform/receipt-sender.ts';
import { splitIgv } from './igv.ts';
import { sendReceipt } from './send-receipt.ts';
import { qrRows, sunatQrText } from './sunat-qr.ts';

let t: TestApp;
let admin: { authorization: string };
const COMPANY = {
  name: 'Cambix Perú S.A.C.',
  ruc: '20601234565',
  address: 'Av. José Larco 101, Miraflores, Lima',
};

const signIn = async (dni: string) => ({
  authorization: `Bearer ${body<Session>(await t.login(dni)).data.token}`,
});

async function saveCompany(company: typeof COMPANY) {
  expect((await settingsCall(t, admin, 'PUT', '/company', company)).statusCode).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  await saveCompany(COMPANY);
});
afterAll(() => t.close());
beforeEach(() => {
  t.receiptSender.sent.length = 0;
  t.receiptSender.onSend = undefined;
  t.receiptSender.answer = undefined;
});

/** A customer's order paid out through the real endpoint, with the boleta it issued. */
async function paidOut(finalFee: string) {
  const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
    sendAmount: '1000.00',
    fee: finalFee,
    finalFee,
    isFlatFee: true,
    receiveAmount: (1000 * 100 - Math.round(Number(finalFee) * 100)) / 100 + '',
  });
  const response = await payout(t, admin, order.id, { fields: { operationNumber: 'TR-1' } });
  expect(response.statusCode).toBe(200);
  const [receipt] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, order.id));
  return { customer, order, receipt: receipt! };
}

const query = (receipt: { serie: string; numero: number; bankId: number }) =>
  `serie=${receipt.serie}&numero_recibo=${receipt.numero}&bankId=${receipt.bankId}`;

describe('IGV of the commission (docs/rules/receipts.md#igv)', () => {
  it.each([
    ['11.80', '10.00', '1.80'],
    ['10.00', '8.47', '1.53'],
    ['0.01', '0.01', '0.00'],
    ['0.59', '0.50', '0.09'],
    // 1.77 / 1.18 = 1.5 exactly; 0.03 / 1.18 = 0.0254…; 45.37 / 1.18 = 38.449…
    ['1.77', '1.50', '0.27'],
    ['0.03', '0.03', '0.00'],
    ['45.37', '38.45', '6.92'],
    // 0.0885 / 1.18 = 0.075: half-up takes the céntimo up.
    ['0.09', '0.08', '0.01'],
    ['999999.99', '847457.62', '152542.37'],
    ['0.00', '0.00', '0.00'],
  ])('splits %s into base %s and IGV %s, which add up to it', (total, taxable, igv) => {
    expect(splitIgv(total)).toEqual({ taxableAmount: taxable, igvAmount: igv });
  });
});

describe("the boleta's QR", () => {
  const receipt = {
    issuerRuc: '20601234565',
    kind: 'boleta' as const,
    serie: 'B001',
    numero: 42,
    igvAmount: '1.53',
    total: '10.00',
    // 02:30 UTC on the 28th is still the 27th in Lima.
    issuedAt: new Date('2026-11-28T02:30:00Z'),
    customer: { documentType: 'DNI', documentNumber: '70000001' },
  };

  it("carries SUNAT's fields in SUNAT's order, the date in Lima and the buyer's catalog 06 type", () => {
    expect(sunatQrText(receipt)).toBe('20601234565|03|B001|00000042|1.53|10.00|2026-11-27|1|70000001|');
    expect(sunatQrText({ ...receipt, customer: { documentType: 'CE', documentNumber: '001234567' } })).toBe(
      '20601234565|03|B001|00000042|1.53|10.00|2026-11-27|4|001234567|',
    );
    expect(
      sunatQrText({ ...receipt, customer: { documentType: 'PASAPORTE', documentNumber: 'AB123456' } }),
    ).toMatch(/\|7\|AB123456\|$/);
    // A factura is type 01 and names its buyer by RUC (catalog 06: 6).
    expect(
      sunatQrText({
        ...receipt,
        kind: 'factura',
        serie: 'F001',
        customer: { documentType: 'RUC', documentNumber: '20100047218' },
      }),
    ).toBe('20601234565|01|F001|00000042|1.53|10.00|2026-11-27|6|20100047218|');
  });

  it("is qrcode's own symbol at level M, with its finder patterns and format information", () => {
    const text = sunatQrText(receipt);
    const rows = qrRows(text);
    const symbol = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(rows).toHaveLength(symbol.modules.size);
    expect(rows.length).toBe(17 + 4 * symbol.version);
    rows.forEach((row, r) =>
      [...row].forEach((module, c) => expect(module === '1').toBe(Boolean(symbol.modules.get(r, c)))),
    );
    // A finder pattern in three corners: a dark 7×7 ring, light ring, dark 3×3 centre.
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const n = rows.length;
    const corners: [number, number][] = [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ];
    for (const [top, left] of corners) {
      expect(rows.slice(top, top + 7).map((row) => row.slice(left, left + 7))).toEqual(finder);
    }
    // Format information next to the top-left finder: level M (00) and its mask, BCH-protected, XOR 101010000010010.
    const bits =
      [0, 1, 2, 3, 4, 5, 7, 8].map((c) => rows[8]![c]).join('') + [7].map((r) => rows[r]![8]).join('');
    const format =
      Number.parseInt(`${bits}${[5, 4, 3, 2, 1, 0].map((r) => rows[r]![8]).join('')}`, 2) ^ 0b101010000010010;
    expect(format >> 13).toBe(0b00);
    expect((format >> 10) & 0b111).toBe(symbol.maskPattern);
  });
});

describe('a payout issues the boleta and hands it to the provider after the commit', () => {
  it('splits IGV, keeps the issuer, sends exactly once after commit and stores the answer', async () => {
    const statusesSeen: number[] = [];
    t.receiptSender.onSend = async (sent) => {
      // Outside the payout's transaction: PGlite would wait forever inside it, Postgres would see PENDIENTE.
      const [row] = await t.ctx.db.select().from(receipts).where(eq(receipts.numero, sent.numero));
      statusesSeen.push((await orderRow(t.ctx, row!.orderId)).status);
    };
    const { customer, order, receipt } = await paidOut('45.37');
    expect(receipt).toMatchObject({
      amount: '45.37',
      taxableAmount: '38.45',
      igvAmount: '6.92',
      issuerName: COMPANY.name,
      issuerRuc: COMPANY.ruc,
      issuerAddress: COMPANY.address,
      sendStatus: 'aceptada',
      sendProvider: 'test',
      sendTicket: `TEST-${receipt.serie}-${receipt.numero}`,
    });
    expect(statusesSeen).toEqual([ORDER_STATUS.TERMINADA]);
    expect(t.receiptSender.sent).toEqual([
      {
        documentType: '03',
        serie: receipt.serie,
        numero: receipt.numero,
        issuedAt: receipt.issuedAt,
        currency: 'PEN',
        issuer: COMPANY,
        customer: { documentType: '1', documentNumber: customer.documentNumber, name: receipt.customerName },
        lines: [
          {
            description: 'Comisión por cambio de saldo',
            quantity: 1,
            igvAffectation: '10',
            taxableAmount: '38.45',
            igvAmount: '6.92',
            total: '45.37',
          },
        ],
        taxableAmount: '38.45',
        igvAmount: '6.92',
        total: '45.37',
      },
    ]);

    // A later change of the company does not rewrite a boleta already issued.
    await saveCompany({ ...COMPANY, address: 'Calle Nueva 1, San Isidro' });
    const owner = await signIn(customer.documentNumber);
    const mine = body<Invoice>(
      await t.app.inject({ method: 'GET', url: `/api/getInvoiceData?${query(receipt)}`, headers: owner }),
    ).data;
    await saveCompany(COMPANY);
    expect(mine).toMatchObject({
      issuer: COMPANY,
      amount: '45.37',
      taxableAmount: '38.45',
      igvAmount: '6.92',
      igvPercent: '18',
      igvTreatment: 'gravada',
      orderCode: order.code,
      operation: { sendAmount: '1000.00', fee: '45.37', discount: '0.00', receiveAmount: '954.63' },
      sending: null,
    });
    expect(mine.qr.text).toBe(
      `${COMPANY.ruc}|03|${receipt.serie}|${String(receipt.numero).padStart(8, '0')}|6.92|45.37|${mine.issuedAt.slice(0, 10)}|1|${customer.documentNumber}|`,
    );
    expect(mine.qr.rows).toEqual(qrRows(mine.qr.text));

    const staffView = body<Invoice>(
      await t.app.inject({ method: 'GET', url: `/api/getInvoiceData?${query(receipt)}`, headers: admin }),
    ).data;
    expect(staffView.sending).toMatchObject({
      status: 'aceptada',
      provider: 'test',
      ticket: expect.any(String),
    });
  });

  it('a provider that fails leaves the boleta pendiente with the reason, and the payout done', async () => {
    t.receiptSender.answer = () => {
      throw new Error('OSE caído');
    };
    const { order, receipt } = await paidOut('10.00');
    expect((await orderRow(t.ctx, order.id)).status).toBe(ORDER_STATUS.TERMINADA);
    expect(receipt).toMatchObject({
      sendStatus: 'pendiente',
      sendMessage: 'No se pudo enviar; el proveedor no respondió.',
    });
    expect(t.receiptSender.sent).toHaveLength(1);
  });

  it('the local provider sends nothing and says so', async () => {
    t.receiptSender.answer = () => ({ status: 'rechazada', ticket: null, message: 'x' });
    const { receipt } = await paidOut('11.80');
    await sendReceipt({ ...t.ctx, receiptSender: localReceiptSender }, receipt.id);
    const [row] = await t.ctx.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    expect(row).toMatchObject({
      sendStatus: 'pendiente',
      sendProvider: 'local',
      sendTicket: null,
      sendMessage: 'No enviado a SUNAT: proveedor local',
    });
  });
});

describe('GET /api/getInvoiceData/pdf', () => {
  it('gives the A4 boleta to its owner and to staff; another customer is told it does not exist', async () => {
    const { customer, receipt } = await paidOut('11.80');
    const other = (await orderInStatus(t, ORDER_STATUS.PENDIENTE)).customer;
    const url = `/api/getInvoiceData/pdf?${query(receipt)}`;
    for (const headers of [await signIn(customer.documentNumber), admin]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        `boleta-${receipt.serie}-${String(receipt.numero).padStart(8, '0')}.pdf`,
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [page, ...more] = pdfPages(pdf);
      expect(more).toHaveLength(0);
      expect(page!.map((run) => run.text)).toEqual(
        expect.arrayContaining([
          'BOLETA DE VENTA ELECTRÓNICA',
          `RUC ${COMPANY.ruc}`,
          'Op. gravada',
          'IGV (18 %)',
          'S/ 10.00',
          'S/ 1.80',
          'Representación impresa de la Boleta de Venta Electrónica',
          'El código QR contiene los datos de este comprobante.',
        ]),
      );
      // The QR's dark modules: one filled path of rectangles.
      expect(pdfContents(pdf)[0]).toMatch(
        /(?:[\d.]+ [\d.]+ [\d.]+ [\d.]+ re\n){100,}\/DeviceRGB cs\n0 0 0 scn\nf/,
      );
    }
    const theirs = await t.app.inject({ method: 'GET', url, headers: await signIn(other.documentNumber) });
    expect(theirs.statusCode).toBe(404);
    expect(body(theirs).code).toBe('RECEIPT_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('in production, without the company data', () => {
  it('refuses the payout before anything is stored, names what is missing, and pays once it is filled in', async () => {
    await saveCompany({ ...COMPANY, ruc: '', address: '' });
    // What is under test is the company data: the staff's second factor, required in production, is not.
    const security = (stepUp: 'never' | 'production') =>
      settingsCall(t, admin, 'PUT', '/security', { staffSecondFactor: stepUp, stepUpMinutes: 10 });
    expect((await security('never')).statusCode).toBe(200);
    const config = t.ctx.config as { env: string };
    config.env = 'production';
    try {
      const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
      const [series] = await t.ctx.db
        .select()
        .from(receiptSeries)
        .where(eq(receiptSeries.bankId, order.paymentBankId));
      const refused = await payout(t, admin, order.id, { fields: { operationNumber: 'TR-9' } });
      expect(refused.statusCode).toBe(409);
      expect(body(refused)).toMatchObject({
        code: 'COMPANY_DATA_MISSING',
        message:
          'No se puede emitir la boleta: falta registrar el RUC y la dirección fiscal de la empresa en Ajustes › Empresa. Complétalo y vuelve a registrar la devolución; la orden sigue pendiente.',
      });
      expect((await orderRow(t.ctx, order.id)).status).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);
      const [after] = await t.ctx.db
        .select()
        .from(receiptSeries)
        .where(eq(receiptSeries.bankId, order.paymentBankId));
      expect(after!.nextNumber).toBe(series!.nextNumber);
      expect(t.receiptSender.sent).toEqual([]);

      await saveCompany(COMPANY);
      const paid = await payout(t, admin, order.id, { fields: { operationNumber: 'TR-9' } });
      expect(paid.statusCode).toBe(200);
      expect(t.receiptSender.sent).toHaveLength(1);
    } finally {
      config.env = 'test';
      await saveCompany(COMPANY);
      expect((await security('production')).statusCode).toBe(200);
    }
  });
});

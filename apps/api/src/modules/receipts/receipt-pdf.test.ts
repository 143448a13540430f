import type { Invoice } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { crowdedRuns, pdfPages } from '../../../test/support/pdf-text.ts';
import { A4_PORTRAIT } from '../../platform/pdf.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { qrRows } from './sunat-qr.ts';

const QR_TEXT = '20601234565|03|B001|00000123|1.80|11.80|2026-11-21|1|01234567|';

/** A boleta whose every text is as long as a real one gets. */
const longInvoice: Invoice = {
  tipo: 'boleta',
  serie: 'B001',
  numero_recibo: 123,
  bankId: 1,
  issuedAt: '2026-11-21T15:00:00.000Z',
  issuer: {
    name: 'Cambix Perú Servicios Financieros y de Cambio de Moneda S.A.C.',
    ruc: '20601234565',
    address: 'Av. José Larco 101, Oficina 502, Urbanización Santa Cruz, Miraflores, Lima, Perú',
  },
  customer: { name: 'María José Núñez Peña de Ibáñez', documentType: 'DNI', documentNumber: '01234567' },
  description: 'Comisión por cambio de saldo — orden CBX-000123 ¿interbancaria? ¡sí!',
  amount: '11.80',
  taxableAmount: '10.00',
  igvAmount: '1.80',
  igvPercent: '18',
  igvTreatment: 'gravada',
  currency: 'PEN',
  orderCode: 'CBX-000123',
  operation: {
    sendAmount: '9999999.99',
    fee: '11.80',
    discount: '2.00',
    interbankFee: '5.00',
    receiveAmount: '9999981.19',
    destinationBankName: 'Banco Internacional del Perú - Interbank',
    sendCurrency: 'PEN',
    receiveCurrency: 'PEN',
    direction: null,
    rate: null,
  },
  amountInWords: 'SON: ONCE Y 80/100 SOLES',
  hash: 'q3Yc2Qm4h1mQ0cX9f0v6oN3ZfJ4cC8H5QvR2m1sB7yE=',
  consultationUrl: 'https://e-consulta.sunat.gob.pe/ol-ti-itconsvalicpe/ConsValiCpe.htm',
  qr: { text: QR_TEXT, rows: qrRows(QR_TEXT) },
  sending: null,
};

describe('receiptPdf', () => {
  it('fits the longest texts: the issuer cut with "…", what was sold and the bank wrapped whole, never over another text', async () => {
    const [page, ...more] = pdfPages(await receiptPdf(longInvoice));
    expect(more).toHaveLength(0);
    const texts = page!.map((run) => run.text);
    expect(crowdedRuns(page!)).toEqual([]);
    for (const run of page!) {
      expect(run.x).toBeGreaterThanOrEqual(48);
      expect(run.x + run.width).toBeLessThanOrEqual(A4_PORTRAIT.width - 48 + 0.01);
    }
    const issuer = texts.find((text) => text.startsWith('Cambix Perú'));
    expect(issuer?.endsWith('…')).toBe(true);
    expect(texts).toContain('María José Núñez Peña de Ibáñez');
    expect(texts).toContain('S/ 9,999,999.99');
    // The description and the bank's name wrap onto more lines, each whole (issue 34).
    const read = texts.join(' ');
    expect(read).toContain(longInvoice.description);
    expect(read).toContain('Transferido a Banco Internacional del Perú - Interbank');
    expect(read).toContain(longInvoice.issuer.address);
    expect(texts.filter((text) => text.endsWith('…'))).toEqual([issuer]);
  });

  it('shows the amount in words, the hash and where to check the receipt at SUNAT', async () => {
    const texts = pdfPages(await receiptPdf(longInvoice))
      .flat()
      .map((run) => run.text);
    expect(texts).toContain('SON: ONCE Y 80/100 SOLES');
    expect(texts).toContain('Código hash: q3Yc2Qm4h1mQ0cX9f0v6oN3ZfJ4cC8H5QvR2m1sB7yE=');
    expect(texts).toContain('https://e-consulta.sunat.gob.pe/ol-ti-itconsvalicpe/ConsValiCpe.htm');
    const unsigned = pdfPages(await receiptPdf({ ...longInvoice, hash: null }))
      .flat()
      .map((run) => run.text);
    expect(unsigned.some((text) => text.startsWith('Código hash'))).toBe(false);
  });

  it('names a factura as one: its title, its number and its buyer by razón social and RUC', async () => {
    const factura: Invoice = {
      ...longInvoice,
      tipo: 'factura',
      serie: 'F001',
      customer: { name: 'Importaciones Ñandú S.A.C.', documentType: 'RUC', documentNumber: '20100047218' },
    };
    const texts = pdfPages(await receiptPdf(factura))
      .flat()
      .map((run) => run.text);
    expect(texts).toContain('FACTURA ELECTRÓNICA');
    expect(texts).not.toContain('BOLETA DE VENTA ELECTRÓNICA');
    expect(texts).toContain('F001-00000123');
    expect(texts).toContain('Razón social');
    expect(texts).toContain('Importaciones Ñandú S.A.C.');
    expect(texts).toContain('20100047218');
    const boleta = pdfPages(await receiptPdf(longInvoice))
      .flat()
      .map((run) => run.text);
    expect(boleta).toContain('BOLETA DE VENTA ELECTRÓNICA');
    expect(boleta).toContain('Cliente');
  });
});

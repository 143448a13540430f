import type { Invoice } from '@cambix/contract';

/** A 21×21 checkerboard standing for the server's QR modules (the web only draws what it is given). */
const QR_ROWS = Array.from({ length: 21 }, (_, row) =>
  Array.from({ length: 21 }, (_, col) => ((row + col) % 2 === 0 ? '1' : '0')).join(''),
);

/** The boleta of a S/ 1,000 order with a S/ 45 commission, as `GET /api/getInvoiceData` answers a customer. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    tipo: 'boleta',
    serie: 'B001',
    numero_recibo: 42,
    bankId: 2,
    issuedAt: '2026-11-21T16:00:00.000Z',
    issuer: { name: 'Cambix S.A.C.', ruc: '20600000001', address: 'Av. Larco 100, Miraflores' },
    customer: { name: 'Ana Lucía Quispe Mamani', documentType: 'DNI', documentNumber: '40000001' },
    description: 'Comisión por cambio de saldo',
    amount: '45.00',
    taxableAmount: '38.14',
    igvAmount: '6.86',
    igvPercent: '18',
    igvTreatment: 'gravada',
    currency: 'PEN',
    orderCode: 'KM4TQ8ZP',
    operation: {
      sendAmount: '1000.00',
      fee: '50.00',
      discount: '5.00',
      interbankFee: '0.00',
      receiveAmount: '955.00',
      destinationBankName: 'BBVA',
      sendCurrency: 'PEN',
      receiveCurrency: 'PEN',
      direction: null,
      rate: null,
    },
    amountInWords: 'SON: CUARENTA Y CINCO Y 00/100 SOLES',
    hash: 'q3Yc2Qm4h1mQ0cX9f0v6oN3ZfJ4cC8H5QvR2m1sB7yE=',
    consultationUrl: 'https://e-consulta.sunat.gob.pe/ol-ti-itconsvalicpe/ConsValiCpe.htm',
    qr: { text: '20600000001|03|B001|00000042|6.86|45.00|2026-11-21|1|40000001|', rows: QR_ROWS },
    sending: null,
    ...overrides,
  };
}

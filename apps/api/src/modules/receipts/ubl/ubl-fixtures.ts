import type { ElectronicReceipt } from '../../../platform/receipt-sender.ts';
import type { CreditNote } from './credit-note-xml.ts';

// Documents the UBL tests build: a commission boleta (gravado), a divisas boleta (inafecto), a factura to a
// RUC and a credit note cancelling the first boleta.

const issuer = { ruc: '20601234567', name: 'Cambix S.A.C.', address: 'Av. Larco 123, Miraflores, Lima' };

export const commissionBoleta: ElectronicReceipt = {
  documentType: '03',
  serie: 'B001',
  numero: 42,
  // 2026-12-02 23:30 in Lima: the next day in UTC.
  issuedAt: new Date('2026-12-03T04:30:00Z'),
  currency: 'PEN',
  issuer,
  customer: { documentType: '1', documentNumber: '40000001', name: 'Łukasz Zoë Nguyễn' },
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
};

export const divisasBoleta: ElectronicReceipt = {
  ...commissionBoleta,
  numero: 43,
  customer: { documentType: '7', documentNumber: 'X1234567', name: 'Ana & Co <Test>' },
  lines: [
    {
      description: 'Venta de US$ 500.00 a S/ 3.768 (recibió US$ 500.00, pagó S/ 1,884.00)',
      quantity: 1,
      igvAffectation: '30',
      taxableAmount: '120.50',
      igvAmount: '0.00',
      total: '120.50',
    },
  ],
  taxableAmount: '120.50',
  igvAmount: '0.00',
  total: '120.50',
};

export const factura: ElectronicReceipt = {
  ...commissionBoleta,
  documentType: '01',
  serie: 'F001',
  numero: 7,
  customer: { documentType: '6', documentNumber: '20100047218', name: 'Empresa Cliente S.A.' },
};

export const boletaCreditNote: CreditNote = {
  ...commissionBoleta,
  serie: 'BC01',
  numero: 1,
  issuedAt: new Date('2026-12-03T15:00:00Z'),
  reference: { documentType: '03', serie: 'B001', numero: 42 },
  reasonCode: '01',
  reason: 'Anulación de la operación',
};

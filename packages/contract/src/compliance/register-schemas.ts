import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import { storedAmount } from '../common/money-schemas.ts';
import { REGISTER_EXPORT_FORMATS, REGISTER_PARTIES } from './register-rules.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A calendar month in Lima, `YYYY-MM`. */
export const registerMonth = z
  .string({ error: 'Elige un mes.' })
  .regex(MONTH, 'Elige un mes válido (AAAA-MM).');

export const registerMonthQuery = z.object({ month: registerMonth });
export type RegisterMonthQuery = z.input<typeof registerMonthQuery>;

export const registerExportQuery = z.object({
  month: registerMonth,
  format: z.enum(REGISTER_EXPORT_FORMATS, { error: 'Elige CSV, Excel o ancho fijo.' }),
});
export type RegisterExportQuery = z.input<typeof registerExportQuery>;

const partyText = (max: number) =>
  z.string().trim().max(max, `Usa como máximo ${max} caracteres.`).nullable();

/** One party of an operation (ejecutante, ordenante, beneficiario) as the row keeps it. */
export const registerParty = z.object({
  documentType: partyText(20),
  documentNumber: partyText(20),
  names: z.string().trim().min(1, 'Ingresa los nombres.').max(160, 'Usa como máximo 160 caracteres.'),
  nationality: partyText(60),
  occupation: partyText(120),
  address: partyText(200),
  isPep: z.boolean().nullable(),
});
export type RegisterPartyView = z.infer<typeof registerParty>;

export const registerRow = z.object({
  id: z.number().int(),
  reason: z.enum(['single', 'monthly']),
  month: z.string(),
  operatedAt: z.string(),
  orderCode: z.string(),
  type: z.enum(['compra', 'venta', 'cambio de saldo']),
  sendAmount: storedAmount,
  sendCurrency: z.enum(['PEN', 'USD']),
  receiveAmount: storedAmount,
  receiveCurrency: z.enum(['PEN', 'USD']),
  rate: z.string().nullable(),
  usdEquivalent: storedAmount,
  fundsOrigin: z.string().nullable(),
  fundsOriginDetail: z.string().nullable(),
  declarationSignature: z.string().nullable(),
  declarationSignedAt: z.string().nullable(),
  channel: z.enum(['web', 'link', 'partner']),
  partnerName: z.string().nullable(),
  ejecutante: registerParty,
  ordenante: registerParty,
  beneficiario: registerParty,
  /** A correction: the row it corrects, who and why. */
  correctsId: z.number().int().nullable(),
  correctedByName: z.string().nullable(),
  correctionReason: z.string().nullable(),
  /** A later row corrects this one: the newest is the one in force. */
  correctedById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RegisterRow = z.infer<typeof registerRow>;

export const registerPage = z.object({ month: z.string(), rows: z.array(registerRow) });
export type RegisterPage = z.infer<typeof registerPage>;

export const registerRowParams = idParams('rowId', 'Fila no válida.');
export type RegisterRowParams = z.input<typeof registerRowParams>;

/** A correction: one party's data as it should have been, and why. */
export const registerCorrectionInput = z.object({
  party: z.enum(REGISTER_PARTIES, { error: 'Elige la parte que corriges.' }),
  values: registerParty,
  reason: z
    .string({ error: 'Explica el motivo de la corrección.' })
    .trim()
    .min(5, 'Explica el motivo de la corrección.')
    .max(500, 'Usa como máximo 500 caracteres.'),
});
export type RegisterCorrectionInput = z.input<typeof registerCorrectionInput>;

import { z } from 'zod';
import { fundsDeclaration } from '../exchange/schemas.ts';
import { collectionAccount, orderStatus } from '../orders/schemas.ts';
import { facturaBuyer } from '../receipts/schemas.ts';
import { partnerLinkState, partnerOrderPrice } from './order-schemas.ts';

// The client's finalize page (docs/rules/partners.md#finalize-link): the code is the only credential.

export const partnerLinkView = z.object({
  state: partnerLinkState,
  expiresAt: z.string(),
  partnerName: z.string(),
  clientFirstName: z.string(),
  order: z.object({
    code: z.string(),
    status: orderStatus,
    /** A dollar order's rate holds until `exchange.lockedUntil`: past it the link cannot finalize. */
    ...partnerOrderPrice.shape,
    collectionAccount,
    destination: z.object({ bankName: z.string(), maskedAccount: z.string() }),
    hasVoucher: z.boolean(),
    operationNumber: z.string().nullable(),
    finalizedAt: z.string().nullable(),
    paidOutAt: z.string().nullable(),
    /** The client signs the declaración jurada with their full name before finalizing. */
    declarationRequired: z.boolean(),
    declarationSigned: z.boolean(),
    /** Who the receipt is made out to when it is a factura; null for a boleta (decision 213). */
    factura: facturaBuyer.nullable(),
    /** The receipt's number once the order is paid out, downloaded as a PDF through the link (receiptPdf). */
    receipt: z.string().nullable(),
  }),
  /** The payment bank's steps, in order. */
  paymentSteps: z.array(z.string()),
});
export type PartnerLinkView = z.infer<typeof partnerLinkView>;

export const partnerFinalizeRequest = z.object({
  operationNumber: z
    .string({ error: 'Ingresa el número de operación.' })
    .trim()
    .min(4, 'Ingresa el número de operación del comprobante.')
    .max(40, 'Usa como máximo 40 caracteres.'),
  /** The client's full name, when the order needs the declaración jurada. */
  declarationSignature: fundsDeclaration.declarationSignature,
});
export type PartnerFinalizeRequest = z.input<typeof partnerFinalizeRequest>;

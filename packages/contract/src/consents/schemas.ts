import { z } from 'zod';
import { CONSENT_DOCUMENTS } from './texts.ts';

export const consentDocument = z.enum(CONSENT_DOCUMENTS);

/** A text the customer must accept before going on, as the session lists it. */
export const pendingConsent = z.object({
  documento: consentDocument,
  version: z.number().int(),
  fecha: z.string(),
  ruta: z.string(),
});
export type PendingConsent = z.infer<typeof pendingConsent>;

/** The versions the customer read and accepts: each must be the one in force. */
export const acceptConsentsRequest = z.object({
  documentos: z
    .array(z.object({ documento: consentDocument, version: z.number().int().min(1).max(1_000) }))
    .min(1, 'Acepta al menos un texto.')
    .max(CONSENT_DOCUMENTS.length),
});
export type AcceptConsentsRequest = z.input<typeof acceptConsentsRequest>;

export const pendingConsentList = z.object({ consentimientos_pendientes: z.array(pendingConsent) });
export type PendingConsentList = z.infer<typeof pendingConsentList>;

/** The customer's marketing consent: granted in the version in force, and since when. */
export const marketingConsent = z.object({
  otorgado: z.boolean(),
  /** When the customer last granted or withdrew it (ISO, UTC); null when never asked. */
  desde: z.string().nullable(),
});
export type MarketingConsent = z.infer<typeof marketingConsent>;

export const marketingConsentRequest = z.object({ otorgar: z.boolean() });
export type MarketingConsentRequest = z.input<typeof marketingConsentRequest>;

/** One row of a customer's consent history, as staff see it. */
export const consentRecord = z.object({
  id: z.number().int(),
  documento: consentDocument,
  version: z.number().int(),
  aceptado: z.boolean(),
  /** ISO, UTC. */
  fecha: z.string(),
  ip: z.string().nullable(),
  navegador: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

import { z } from 'zod';
import { bankAccountFields } from '../bank-accounts/schemas.ts';
import { checkUbigeoNesting, personalDataShape } from '../profile/schemas.ts';
import { storedPersonalData } from '../users/schemas.ts';
import { ACCOUNT_STATUSES } from '../users/state.ts';
import { DOCUMENT_TYPES, IDENTITY_DOCUMENT_KINDS } from './rules.ts';

export const identityDocumentKind = z.enum(IDENTITY_DOCUMENT_KINDS, {
  error: 'Indica qué foto envías: dni_front, dni_back o selfie.',
});

/** The text fields of the `POST /api/sendImage` form; the image travels as its one file. */
export const sendImageFields = z.object({ kind: identityDocumentKind });
export type SendImageFields = z.input<typeof sendImageFields>;

/** A stored identity photo as its owner sees it: a signed link valid a few minutes. */
export const identityDocument = z.object({
  kind: identityDocumentKind,
  /** ISO date-time. */
  uploadedAt: z.string(),
  url: z.string(),
});
export type IdentityDocument = z.infer<typeof identityDocument>;

/** Where the customer is in the wizard and what they already gave, so they can leave and come back. */
export const kycStatus = z.object({
  /**
   * KYC step (docs/rules/identity.md#kyc-step): 0 complete, 1 personal data and DNI, 2 selfie, 3 first bank
   * account.
   */
  state: z.number().int(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  /** Why staff rejected the account (a rejected customer is sent back to step 1 to send it again). */
  statusReason: z.string().nullable(),
  /** Declared at registration: the wizard then asks for the PEP detail. */
  isPep: z.boolean(),
  /** The registered document: a carné de extranjería or passport holder is asked their nationality. */
  documentType: z.enum(DOCUMENT_TYPES),
  personalData: storedPersonalData,
  documents: z.array(identityDocument),
});
export type KycStatus = z.infer<typeof kycStatus>;

/**
 * `POST /api/validateDataUser/{userId}` submits the step the customer is on, named in `step`: a step
 * other than the current one is refused (KYC_STEP_NOT_CURRENT).
 */
export const kycSubmission = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal(1), ...personalDataShape }).superRefine(checkUbigeoNesting),
    z.object({ step: z.literal(2) }),
    z.object({ step: z.literal(3), ...bankAccountFields }),
  ],
  { error: 'Indica el paso de la validación que envías.' },
);
export type KycSubmissionRequest = z.input<typeof kycSubmission>;
export type KycSubmission = z.output<typeof kycSubmission>;

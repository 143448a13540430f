import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import { storedAmount } from '../common/money-schemas.ts';
import { text } from './fields.ts';
import { PARTNER_API_KEY_MODES } from './rules.ts';
import { partner } from './business-schemas.ts';
import { partnerOrderPage } from './order-schemas.ts';
import { partnerSettlement } from './staff-schemas.ts';

// The partner's own module (/dashboard/modulo-terceros for Externo) and its API credentials.

export const partnerApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters, to tell keys apart; the key itself is shown once, when created. */
  prefix: z.string(),
  /** The API version its requests are answered in unless one names another (`Cambix-Version`). */
  version: z.string(),
  /** `test`: a sandbox key (`cbx_test_`), whose orders are never real. */
  mode: z.enum(PARTNER_API_KEY_MODES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PartnerApiKey = z.infer<typeof partnerApiKey>;

export const apiKeyRequest = z.object({
  name: text('un nombre para la clave', 60),
  mode: z.enum(PARTNER_API_KEY_MODES, 'Elige si la clave es de producción o de pruebas.').default('live'),
});
export type ApiKeyRequest = z.input<typeof apiKeyRequest>;

/** The one answer that carries the whole key: it is kept only as a hash. */
export const createdApiKey = partnerApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyParams = idParams('keyId', 'Clave no válida.');
export type ApiKeyParams = z.input<typeof apiKeyParams>;

export const partnerWorkspace = z.object({
  partner,
  month: partnerOrderPage.shape.month,
  unsettledShare: storedAmount,
  settlements: z.array(partnerSettlement),
  apiKeys: z.array(partnerApiKey),
});
export type PartnerWorkspace = z.infer<typeof partnerWorkspace>;

/**
 * The partner channel (docs/rules/partners.md): businesses that bring their own clients. Their clients are
 * people with no Cambix account, kept per partner; an order for one is finalized through a link whose code is
 * its only credential, so the code is twice as long as an order code.
 */
export const PARTNER_LINK_CODE_LENGTH = 16;
export const PARTNER_LINK_CODE_PATTERN = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{16}$/;

/** How long a finalize link lasts unless the partner's own setting says otherwise. */
export const DEFAULT_PARTNER_LINK_HOURS = 48;

/** Partner API keys: the prefix tells a Cambix key apart in a partner's logs; the rest is random. */
export const PARTNER_API_KEY_PREFIX = 'cbx_live_';
/** A sandbox key's (docs/rules/partners.md#sandbox): its orders are pretend ones, kept apart from real orders. */
export const PARTNER_API_TEST_KEY_PREFIX = 'cbx_test_';
/** What a key moves: real orders (`live`) or sandbox ones (`test`). */
export const PARTNER_API_KEY_MODES = ['live', 'test'] as const;
export type PartnerApiKeyMode = (typeof PARTNER_API_KEY_MODES)[number];

/**
 * What a sandbox order can be made to do in place of its client and of Cambix's staff
 * (docs/rules/partners.md#sandbox): each is one move of a real order, and sends its event.
 */
export const SANDBOX_ACTIONS = [
  'finalize',
  'pay',
  'reject',
  'observe',
  'correct',
  'pay_out',
  'expire',
] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/**
 * The partner API's dated versions, oldest first, each with what it changed (docs/rules/partners.md#versions):
 * a key keeps the version it was made under, and a request may name another in `Cambix-Version`.
 */
export const PARTNER_API_VERSIONS = [
  {
    version: '2026-12-01',
    changes: [
      'Primera versión fechada.',
      'Órdenes: crear (con `Idempotency-Key`), listar por cursor, consultar, cotizar y cancelar; el catálogo de bancos.',
      'Webhooks según Standard Webhooks, con su registro de entregas, reenvío y prueba.',
      'Errores: `data.fields` nombra cada campo por su JSON pointer.',
      'Pruebas: claves `cbx_test_` con órdenes de prueba, `simulate` y `"sandbox"` en el cuerpo de cada evento.',
      'Desde el 2026-12-05, órdenes con factura: `factura` (RUC y razón social) opcional al crear, y `factura` en cada orden (`null` si lleva boleta); son campos nuevos, en la misma versión.',
    ],
  },
] as const;
export type PartnerApiVersion = (typeof PARTNER_API_VERSIONS)[number]['version'];
/** A new key is made under the newest version. */
export const LATEST_PARTNER_API_VERSION: PartnerApiVersion = PARTNER_API_VERSIONS.at(-1)!.version;
export const PARTNER_API_VERSION_HEADER = 'Cambix-Version';

/**
 * The events a partner's webhook endpoint may receive (docs/rules/partners.md#webhooks): one for each move of
 * a partner order, and one for each share paid in a settlement. An endpoint subscribes to some or all.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.finalized',
  'order.paid',
  'order.observed',
  'order.corrected',
  'order.paid_out',
  'order.expired',
  'order.cancelled',
  'share.settled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event a test ping sends to one endpoint; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** After a rotation, deliveries are signed with the old secret too for this long, so receivers can switch. */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;

/** What a finalize link is: still usable, spent by a finalized order, or past its time. */
export const PARTNER_LINK_STATES = ['activa', 'usada', 'vencida'] as const;
export type PartnerLinkState = (typeof PARTNER_LINK_STATES)[number];

/**
 * A RUC (SUNAT): 11 digits, a taxpayer-type prefix, and a modulo-11 check digit.
 * The weights are SUNAT's published ones.
 */
export function isValidRuc(value: string): boolean {
  if (!/^(10|15|16|17|20)\d{9}$/.test(value)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(value[10]);
}

/**
 * Partner order lists count their rows up to this many and no further: past it the total reads "más de
 * 10 000" and `totalCapped` is true, so a count costs the same at a thousand orders and at a million
 * (decision 197).
 */
export const LIST_TOTAL_CAP = 10_000;

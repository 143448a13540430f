import { z } from 'zod';
import { rowId, idParams } from '../common/ids.ts';
import { decimalString } from '../common/money-schemas.ts';
import { isPositiveMoney } from '../common/money.ts';
import { exchangeDirection, rateString } from '../exchange/schemas.ts';
import { RATE_ALERT_CONDITIONS, RATE_ALERT_STATES } from './rules.ts';

export const rateAlertCondition = z.enum(RATE_ALERT_CONDITIONS, {
  error: 'Elige si te avisamos cuando baje o cuando suba.',
});
export const rateAlertState = z.enum(RATE_ALERT_STATES);

const amountUsd = z
  .string({ error: 'Ingresa el monto en dólares.' })
  .trim()
  .min(1, 'Ingresa el monto en dólares.')
  .pipe(decimalString)
  .refine(isPositiveMoney, 'Ingresa un monto mayor que cero.');

export const newRateAlert = z.object({
  condition: rateAlertCondition,
  rate: rateString,
  amountUsd,
});
export type NewRateAlert = z.input<typeof newRateAlert>;

export const visitorRateAlertRequest = newRateAlert.extend({
  email: z
    .string({ error: 'Ingresa tu correo.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.')),
});
export type VisitorRateAlertRequest = z.input<typeof visitorRateAlertRequest>;

export const rateAlert = z.object({
  id: rowId(),
  condition: rateAlertCondition,
  /** The operation the owner has in mind; the rate compared is Cambix's on that side. */
  direction: exchangeDirection,
  rate: z.string(),
  amountUsd: z.string(),
  state: rateAlertState,
  /** A visitor's alert is active only once its link was opened. */
  confirmed: z.boolean(),
  /** When it last fired (UTC ISO) and at what rate; null until it fires. */
  lastFiredAt: z.string().nullable(),
  lastFiredRate: z.string().nullable(),
  createdAt: z.string(),
  /** The calculator opened on its operation and amount. */
  calculatorPath: z.string(),
});
export type RateAlert = z.infer<typeof rateAlert>;

export const rateAlertList = z.object({ items: z.array(rateAlert) });
export type RateAlertList = z.infer<typeof rateAlertList>;

export const rateAlertParams = idParams('alertId', 'Alerta no válida.');
export type RateAlertParams = z.input<typeof rateAlertParams>;

export const rateAlertStateRequest = z.object({ state: rateAlertState });
export type RateAlertStateRequest = z.input<typeof rateAlertStateRequest>;

export const rateAlertRemoved = z.object({ id: rowId() });
export type RateAlertRemoved = z.infer<typeof rateAlertRemoved>;

const base64url = (min: number, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, 'La suscripción del navegador no es válida.')
    .min(min, 'La suscripción del navegador no es válida.')
    .max(max, 'La suscripción del navegador no es válida.');

/** What `PushSubscription.toJSON()` gives: the push service's address and the browser's keys. */
export const pushSubscriptionRequest = z.object({
  endpoint: z
    .string({ error: 'La suscripción del navegador no es válida.' })
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/, error: 'La suscripción del navegador no es válida.' })),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;

export const pushSubscribed = z.object({ subscribed: z.literal(true) });
export type PushSubscribed = z.infer<typeof pushSubscribed>;

export const pushPublicKey = z.object({
  /** The VAPID public key (base64url, uncompressed P-256): `applicationServerKey`. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKey>;

/** The link a visitor was mailed: its token alone names the alert. */
export const visitorAlertToken = z.object({
  token: z
    .string({ error: 'El enlace no es válido.' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'El enlace no es válido.'),
});
export type VisitorAlertToken = z.input<typeof visitorAlertToken>;

export const visitorAlertStateRequest = visitorAlertToken.extend({ state: rateAlertState });
export type VisitorAlertStateRequest = z.input<typeof visitorAlertStateRequest>;

export const visitorPushRequest = visitorAlertToken.extend({ subscription: pushSubscriptionRequest });
export type VisitorPushRequest = z.input<typeof visitorPushRequest>;

export const visitorAlertRequested = z.object({ email: z.string() });
export type VisitorAlertRequested = z.infer<typeof visitorAlertRequested>;

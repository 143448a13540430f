import { z } from 'zod';
import { bankAccount } from '../bank-accounts/schemas.ts';
import { pendingConsent } from '../consents/schemas.ts';
import { ORDER_LINK_KINDS } from '../order-links/kinds.ts';
import { ROLE_NAMES } from '../roles.ts';
import { personIdentity } from '../users/schemas.ts';
import { ACCOUNT_STATUSES } from '../users/state.ts';
import {
  ANY_DOCUMENT_PATTERN,
  DOCUMENT_HINTS,
  DOCUMENT_PATTERNS,
  DOCUMENT_TYPES,
  GENDERS,
  normalizeDocumentNumber,
  normalizeReferralCode,
  PERSON_NAME_HINT,
  PERSON_NAME_PATTERN,
  PHONE_HINT,
  PHONE_PATTERN,
  REFERRAL_CODE_PATTERN,
} from '../identity/rules.ts';

/** A password encrypted in the browser with the server's RSA-OAEP public key, base64. */
export const encryptedPassword = z
  .string({ error: 'Ingresa tu contraseña.' })
  .min(1, 'Ingresa tu contraseña.')
  .max(1024);

export const publicKey = z.object({
  algorithm: z.literal('RSA-OAEP-256'),
  /** SubjectPublicKeyInfo, DER, base64. */
  spki: z.string(),
  /**
   * The server's clock, ms since the epoch: the browser seals each encrypted password with this time
   * (plus what has passed since), so a phone with a wrong clock is not refused (decision 062).
   */
  serverTime: z.number().int(),
});
export type PublicKey = z.infer<typeof publicKey>;

/**
 * Asked after repeated failed sign-ins (decision 061): find a counter such that SHA-256(`<seed>:<counter>`)
 * starts with `difficulty` zero bits, and send it back with the token.
 */
export const signInChallenge = z.object({
  seed: z.string(),
  difficulty: z.number().int(),
  token: z.string(),
});
export type SignInChallenge = z.infer<typeof signInChallenge>;

export const challengeAnswer = z.object({
  token: z.string().max(200),
  /** The counter, in decimal. */
  solution: z.string().regex(/^\d{1,15}$/),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswer>;

/** The `data` of an `AUTH_CHALLENGE_REQUIRED` refusal. */
export interface ChallengeRefusal {
  challenge: SignInChallenge;
}

/** The `data` of an `AUTH_THROTTLED` refusal: how long until password attempts are taken again. */
export interface ThrottledRefusal {
  retryAfterSeconds: number;
}

/** Document number or email (docs/rules/api-and-errors.md#requests). */
const signInIdentifier = z
  .string({ error: 'Ingresa tu documento o correo.' })
  .trim()
  .min(1, 'Ingresa tu documento o correo.')
  .max(254);

export const loginRequest = z.object({
  dni: signInIdentifier,
  password: encryptedPassword,
  /** Required once the account (or identifier) has failed several times in a row. */
  challenge: challengeAnswer.optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Mails a one-time sign-in link to the account's own email, if there is one (decision 063). */
export const signInLinkRequest = z.object({ dni: signInIdentifier });
export type SignInLinkRequest = z.input<typeof signInLinkRequest>;

export const signInLinkUse = z.object({ token: z.string().min(16).max(256) });
export type SignInLinkUse = z.input<typeof signInLinkUse>;

export const sessionUser = personIdentity.extend({
  id: z.number().int(),
  rol: z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES) }),
  /** KYC step (docs/rules/identity.md#kyc-step): 0 = validated. */
  state: z.number().int(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  isPremium: z.boolean(),
  isSpecial: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * A session an order link handed over after the customer's proof (decision 070): it may finish that link's
 * order and nothing else of the account.
 */
export const sessionLink = z.object({
  code: z.string(),
  kind: z.enum(ORDER_LINK_KINDS),
  expiresAt: z.string(),
});
export type SessionLink = z.infer<typeof sessionLink>;

/** What login, registration and session restore return. */
export const session = z.object({
  token: z.string(),
  id_rol: z.number().int(),
  isPremium: z.boolean(),
  isSpecial: z.boolean(),
  dni: z.string(),
  email: z.string(),
  userBanks: z.array(bankAccount),
  /** The referral code that applies to this customer's first order, while it still applies. */
  useReferredCode: z.string().nullable(),
  user: sessionUser,
  // Session state (docs/rules/sessions.md#session-state): the customer's KYC data (ubigeo as codes) and what
  // to ask after login.
  date_birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  departamento: z.string().nullable(),
  provincia: z.string().nullable(),
  distrito: z.string().nullable(),
  direccion: z.string().nullable(),
  ocupacion: z.string().nullable(),
  nacionalidad: z.string().nullable(),
  encuesta_respondida: z.boolean(),
  /** The update-data form shows after login: data missing and not postponed, or mandatory. */
  mostrar_formulario: z.boolean(),
  /**
   * The form cannot be postponed: the data is over 12 months old (docs/rules/identity.md#update-data-form).
   */
  mostrar_formulario_obligatorio: z.boolean(),
  /**
   * The texts a customer must accept in their version in force before going on (decision 167); empty for
   * staff, a partner and a link-bound session.
   */
  consentimientos_pendientes: z.array(pendingConsent),
  /** Set when the session is bound to an order link; null for a full session. */
  link: sessionLink.nullable(),
});
export type Session = z.infer<typeof session>;

export const meRequest = z.object({ token: z.string().min(1).max(4096) });
export type MeRequest = z.input<typeof meRequest>;

const personName = (label: string) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .min(1, `Ingresa ${label}.`)
    .regex(PERSON_NAME_PATTERN, PERSON_NAME_HINT);

/**
 * Registration (docs/rules/identity.md#registration). The password arrives encrypted; its strength is checked
 * after decryption.
 */
export const registrationRequest = z
  .object({
    tipo_documento: z.enum(DOCUMENT_TYPES, { error: 'Elige el tipo de documento.' }),
    dni: z.string({ error: 'Ingresa tu número de documento.' }).transform(normalizeDocumentNumber),
    nombres: personName('tus nombres'),
    apellido_paterno: personName('tu apellido paterno'),
    apellido_materno: personName('tu apellido materno'),
    email: z
      .string({ error: 'Ingresa tu correo.' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.')),
    celular: z.string({ error: 'Ingresa tu celular.' }).trim().regex(PHONE_PATTERN, PHONE_HINT),
    password: encryptedPassword,
    codigo_referido: z
      .string()
      .optional()
      .nullable()
      .transform((value) => (value ? normalizeReferralCode(value) : null))
      .refine(
        (value) => value === null || REFERRAL_CODE_PATTERN.test(value),
        'El código de referido no es válido.',
      ),
    es_pep: z.boolean({ error: 'Indica si eres una persona expuesta políticamente.' }),
    acepta_terminos: z.literal(true, { error: 'Debes aceptar los términos y condiciones.' }),
    acepta_datos: z.literal(true, { error: 'Debes aceptar la política de tratamiento de datos.' }),
    acepta_datos_sensibles: z.literal(true, {
      error: 'Debes autorizar el tratamiento de tus fotos y de tu selfie para validar tu identidad.',
    }),
    /** Optional and unticked by default: marketing is never a condition of the service (Ley 29733). */
    acepta_marketing: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!DOCUMENT_PATTERNS[value.tipo_documento].test(value.dni)) {
      ctx.addIssue({ code: 'custom', path: ['dni'], message: DOCUMENT_HINTS[value.tipo_documento] });
    }
  });
export type RegistrationRequest = z.input<typeof registrationRequest>;

export const documentParams = z.object({
  dni: z
    .string()
    .transform(normalizeDocumentNumber)
    .refine((value) => ANY_DOCUMENT_PATTERN.test(value), 'El número de documento no es válido.'),
});
export type DocumentParams = z.input<typeof documentParams>;

export const documentAvailability = z.object({ available: z.literal(true) });

export const recoveryRequest = z.object({
  email: z
    .string({ error: 'Ingresa tu correo.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Ingresa un correo válido.')),
});
export type RecoveryRequest = z.input<typeof recoveryRequest>;

export const restoreRequest = z.object({
  token: z.string().min(16).max(256),
  password: encryptedPassword,
});
export type RestoreRequest = z.input<typeof restoreRequest>;

export const empty = z.null();

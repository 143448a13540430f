import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import { session } from '../auth/schemas.ts';
import type { SECOND_FACTOR_METHODS } from './rules.ts';
import { STAFF_SECOND_FACTOR_POLICIES, SECOND_FACTOR_KINDS } from './rules.ts';

/** Ajustes › Seguridad (Administrador): who must hold a second factor, and how long one counts for step-up. */
export const securitySettings = z.object({
  staffSecondFactor: z.enum(STAFF_SECOND_FACTOR_POLICIES).default('production'),
  /** A sensitive action asks the second factor again when the last one passed longer ago than this. */
  stepUpMinutes: z
    .number({ error: 'Ingresa los minutos.' })
    .int('Ingresa minutos enteros.')
    .min(1, 'Como mínimo 1 minuto.')
    .max(240, 'Como máximo 240 minutos.')
    .default(10),
});
export type SecuritySettings = z.infer<typeof securitySettings>;
export type SecuritySettingsInput = z.input<typeof securitySettings>;

/** WebAuthn's JSON as `@simplewebauthn` reads and writes it: passed through whole, checked by the library. */
const webAuthnJson = z.record(z.string(), z.unknown());
export type WebAuthnJson = z.infer<typeof webAuthnJson>;

/** A short-lived token of a password that passed, good only for the second factor (or enrolling one). */
const pendingToken = z.string().min(16).max(2048);
const ceremonyToken = z.string().min(16).max(2048);

export const secondFactorSummary = z.object({
  id: z.number().int(),
  kind: z.enum(SECOND_FACTOR_KINDS),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SecondFactorSummary = z.infer<typeof secondFactorSummary>;

export const secondFactorStatus = z.object({
  factors: z.array(secondFactorSummary),
  recoveryCodesLeft: z.number().int(),
  /** The caller's role must hold one (the setting, in this environment). */
  required: z.boolean(),
  stepUpMinutes: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** Enrolling while signed in, or right after the password when the setting requires a factor first. */
export const enrolmentStart = z.object({ pendingToken: pendingToken.optional() });
export type EnrolmentStart = z.input<typeof enrolmentStart>;

export const totpEnrolment = z.object({
  /** Holds the new secret, sealed: nothing is stored until the first code proves the app has it. */
  enrolmentToken: z.string(),
  otpauthUri: z.string(),
  /** The URI as a QR image (a data URL). */
  qrDataUrl: z.string(),
  /** The secret in base32, for typing by hand. */
  secret: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

const otpCode = z
  .string({ error: 'Ingresa el código.' })
  .trim()
  .regex(/^\d{6}$/, 'Ingresa los 6 dígitos del código.');

export const totpConfirmation = z.object({
  pendingToken: pendingToken.optional(),
  enrolmentToken: z.string().min(16).max(2048),
  code: otpCode,
});
export type TotpConfirmation = z.input<typeof totpConfirmation>;

export const passkeyCeremony = z.object({ options: webAuthnJson, ceremonyToken: z.string() });
export type PasskeyCeremony = z.infer<typeof passkeyCeremony>;

export const passkeyRegistration = z.object({
  pendingToken: pendingToken.optional(),
  ceremonyToken,
  response: webAuthnJson,
});
export type PasskeyRegistration = z.input<typeof passkeyRegistration>;

/** Recovery codes are shown once, with the first factor; a session when enrolling completed a sign-in. */
export const enrolmentResult = z.object({
  recoveryCodes: z.array(z.string()).nullable(),
  session: session.nullable(),
});
export type EnrolmentResult = z.infer<typeof enrolmentResult>;

/** A new set of recovery codes, shown once; every earlier code stops working. */
export const recoveryCodeSet = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodeSet = z.infer<typeof recoveryCodeSet>;

/** One proof of the second factor. */
export const secondFactorProof = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: otpCode }),
  z.object({
    method: z.literal('recovery'),
    code: z
      .string({ error: 'Ingresa un código de recuperación.' })
      .trim()
      .min(8, 'Ingresa un código de recuperación.')
      .max(32),
  }),
  z.object({ method: z.literal('passkey'), ceremonyToken, response: webAuthnJson }),
]);
export type SecondFactorProof = z.input<typeof secondFactorProof>;

export const signInOptionsRequest = z.object({ pendingToken });
export type SignInOptionsRequest = z.input<typeof signInOptionsRequest>;

export const secondFactorSignIn = z.object({ pendingToken, proof: secondFactorProof });
export type SecondFactorSignIn = z.input<typeof secondFactorSignIn>;

export const passkeySignIn = z.object({ ceremonyToken, response: webAuthnJson });
export type PasskeySignIn = z.input<typeof passkeySignIn>;

export const stepUpResult = z.object({ verifiedAt: z.string() });
export type StepUpResult = z.infer<typeof stepUpResult>;

export const factorIdParams = idParams('factorId', 'Factor no válido.');
export type FactorIdParams = z.input<typeof factorIdParams>;

/** The `data` of an `AUTH_SECOND_FACTOR_REQUIRED` or `AUTH_SECOND_FACTOR_ENROL_REQUIRED` refusal. */
export interface SecondFactorRefusal {
  pendingToken: string;
  methods: (typeof SECOND_FACTOR_METHODS)[number][];
}

/** The `data` of a `STEP_UP_REQUIRED` refusal: what the caller may prove (none: they must enrol first). */
export interface StepUpRefusal {
  methods: (typeof SECOND_FACTOR_METHODS)[number][];
}

import { z } from 'zod';
import { encryptedPassword } from '../auth/schemas.ts';
import {
  GENDERS,
  isIsoDate,
  normalizeDocumentNumber,
  PHONE_HINT,
  PHONE_PATTERN,
  UBIGEO_PATTERNS,
} from '../identity/rules.ts';
import { personIdentity, storedPersonalData } from '../users/schemas.ts';
import { ACCOUNT_STATUSES } from '../users/state.ts';
import { isCountryCode } from '../identity/nationality.ts';

/**
 * The KYC data (docs/rules/identity.md#update-data-form), as the KYC wizard (step 1), the update-data form
 * and the profile send it. Adulthood, the ubigeo catalogue and the PEP detail are checked by the server,
 * which knows today's date, the catalogue and the customer's PEP declaration.
 */
export const personalDataShape = {
  date_birthday: z
    .string({ error: 'Ingresa tu fecha de nacimiento.' })
    .trim()
    .refine(isIsoDate, 'Ingresa una fecha de nacimiento válida.'),
  gender: z.enum(GENDERS, { error: 'Elige una opción.' }),
  departamento: z
    .string({ error: 'Elige tu departamento.' })
    .regex(UBIGEO_PATTERNS.departamento, 'Elige tu departamento.'),
  provincia: z
    .string({ error: 'Elige tu provincia.' })
    .regex(UBIGEO_PATTERNS.provincia, 'Elige tu provincia.'),
  distrito: z.string({ error: 'Elige tu distrito.' }).regex(UBIGEO_PATTERNS.distrito, 'Elige tu distrito.'),
  direccion: z
    .string({ error: 'Ingresa tu dirección.' })
    .trim()
    .min(5, 'Ingresa tu dirección completa (calle, número, urbanización).')
    .max(150, 'Usa como máximo 150 caracteres.'),
  ocupacion: z
    .string({ error: 'Ingresa tu ocupación.' })
    .trim()
    .min(2, 'Ingresa tu ocupación.')
    .max(80, 'Usa como máximo 80 caracteres.'),
  /**
   * ISO 3166-1 alpha-2. Required of a carné de extranjería or passport holder, by the server, which knows the
   * document; a DNI's is Peru's (`nationalityFor`).
   */
  nacionalidad: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'Elige tu nacionalidad de la lista.')
    .nullish()
    .transform((value) => value ?? null),
  /** What makes the customer a PEP (office, institution, relationship); required when they declared PEP. */
  pepDetail: z
    .string()
    .trim()
    .max(300, 'Usa como máximo 300 caracteres.')
    .nullish()
    .transform((value) => value || null),
};

/** Departamento, provincia and distrito must nest (each code the prefix of the next). */
export function checkUbigeoNesting(
  value: { departamento: string; provincia: string; distrito: string },
  ctx: z.RefinementCtx,
): void {
  if (!value.provincia.startsWith(value.departamento)) {
    ctx.addIssue({ code: 'custom', path: ['provincia'], message: 'Elige una provincia del departamento.' });
  }
  if (!value.distrito.startsWith(value.provincia)) {
    ctx.addIssue({ code: 'custom', path: ['distrito'], message: 'Elige un distrito de la provincia.' });
  }
}

export const personalData = z.object(personalDataShape).superRefine(checkUbigeoNesting);
export type PersonalDataInput = z.input<typeof personalData>;
export type PersonalData = z.output<typeof personalData>;

/** The profile payload of `POST /api/updateUser`: the KYC data and the phone (names, document, email are KYC-verified). */
export const profileUpdateRequest = z
  .object({
    ...personalDataShape,
    celular: z.string({ error: 'Ingresa tu celular.' }).trim().regex(PHONE_PATTERN, PHONE_HINT).optional(),
  })
  .superRefine(checkUbigeoNesting);
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/**
 * The password change of `POST /api/updateUser` (docs/rules/identity.md#profile-and-password-change): both
 * passwords encrypted like login (decision 006).
 */
export const passwordChangeRequest = z.object({
  token: z.string({ error: 'Tu sesión ya no es válida.' }).min(1).max(4096),
  dni: z.string({ error: 'Falta tu documento.' }).transform(normalizeDocumentNumber),
  email: z.string({ error: 'Falta tu correo.' }).trim().toLowerCase(),
  password: z
    .string({ error: 'Ingresa tu contraseña nueva.' })
    .min(1, 'Ingresa tu contraseña nueva.')
    .max(1024),
  old_password: encryptedPassword,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/**
 * `POST /api/updateUser` carries either payload (docs/rules/identity.md#profile-and-password-change); a body
 * naming `old_password` is a password change. Dispatching on that key keeps the field messages of the payload
 * actually sent.
 */
export const updateUserRequest = z.unknown().transform((value, ctx) => {
  const isPasswordChange = typeof value === 'object' && value !== null && 'old_password' in value;
  const result = isPasswordChange
    ? passwordChangeRequest.safeParse(value)
    : profileUpdateRequest.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
}) as unknown as z.ZodType<
  z.output<typeof passwordChangeRequest> | z.output<typeof profileUpdateRequest>,
  PasswordChangeRequest | ProfileUpdateRequest
>;
export type UpdateUserRequest = PasswordChangeRequest | ProfileUpdateRequest;

/** When the update-data form shows after login (docs/rules/identity.md#update-data-form). */
export const updateFormFlags = z.object({
  mostrar_formulario: z.boolean(),
  mostrar_formulario_obligatorio: z.boolean(),
  /** Until when the customer postponed the form; ISO date-time or null. */
  postponedUntil: z.string().nullable(),
});
export type UpdateFormFlags = z.infer<typeof updateFormFlags>;

/** The customer's own profile as `GET /api/user/profile` shows it. */
export const profile = personIdentity.extend({
  ...storedPersonalData.shape,
  accountStatus: z.enum(ACCOUNT_STATUSES),
  /** Why staff rejected or blocked the account, when they said. */
  statusReason: z.string().nullable(),
  state: z.number().int(),
  isPep: z.boolean(),
  /** When the KYC data was last confirmed; ISO date-time or null. */
  profileUpdatedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

const place = z.object({ code: z.string(), name: z.string() });
/** Peru's INEI ubigeo catalogue: 25 departamentos, 196 provincias, 1,867 distritos (npm `ubigeos`). */
export const ubigeoTree = z.array(
  place.extend({ provincias: z.array(place.extend({ distritos: z.array(place) })) }),
);
export type UbigeoTree = z.infer<typeof ubigeoTree>;
export type UbigeoDepartamento = UbigeoTree[number];
export type UbigeoProvincia = UbigeoDepartamento['provincias'][number];
export type UbigeoDistrito = UbigeoProvincia['distritos'][number];

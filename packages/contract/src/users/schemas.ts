import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import { DOCUMENT_TYPES, GENDERS } from '../identity/rules.ts';

/** Who a person is and how to reach them, as every screen that names a user shows it. */
export const personIdentity = z.object({
  nombres: z.string(),
  apellido_paterno: z.string(),
  apellido_materno: z.string(),
  tipo_documento: z.enum(DOCUMENT_TYPES),
  dni: z.string(),
  email: z.string(),
  celular: z.string().nullable(),
});

/**
 * The KYC data (docs/rules/identity.md#update-data-form) as stored (each null until the customer gives it).
 */
export const storedPersonalData = z.object({
  date_birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  departamento: z.string().nullable(),
  provincia: z.string().nullable(),
  distrito: z.string().nullable(),
  direccion: z.string().nullable(),
  ocupacion: z.string().nullable(),
  /** ISO 3166-1 alpha-2; a DNI holder's is `PE`. */
  nacionalidad: z.string().nullable(),
  pepDetail: z.string().nullable(),
});

export const userIdParams = idParams('userId', 'Usuario no válido.');
export type UserIdParams = z.input<typeof userIdParams>;

/** `GET /api/stateUser/{id}` answers `data: [{ state }]` (docs/rules/api-and-errors.md#response-envelope). */
export const userState = z.array(z.object({ state: z.number().int() }));
export type UserState = z.infer<typeof userState>;

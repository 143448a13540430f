import { z } from 'zod';
import { rowId } from '../common/ids.ts';
import { optionalParam } from '../http/query-params.ts';
import {
  DOCUMENT_HINTS,
  DOCUMENT_PATTERNS,
  DOCUMENT_TYPES,
  normalizeDocumentNumber,
  PERSON_NAME_HINT,
  PERSON_NAME_PATTERN,
  PHONE_HINT,
  PHONE_PATTERN,
} from '../identity/rules.ts';
import { STAFF_MODULES } from '../staff-modules.ts';
import { userIdParams } from '../users/schemas.ts';
import { MANAGED_ROLES, STAFF_ACCOUNT_STATES } from './rules.ts';

export const staffAccount = z.object({
  id: z.number().int(),
  role: z.enum(MANAGED_ROLES),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z.string(),
  nombres: z.string(),
  apellidoPaterno: z.string(),
  apellidoMaterno: z.string(),
  email: z.string(),
  celular: z.string().nullable(),
  state: z.enum(STAFF_ACCOUNT_STATES),
  /** An Externo's partner business (docs/rules/partners.md#partner-business); null for other roles. */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** Whether the caller may edit, reset, deactivate or reactivate it (a Usuario may not touch an Administrador; nobody deactivates themselves). */
  manageable: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffAccountListQuery = z.object({
  /** Words searched in names, document and email, ignoring case and accents. */
  q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
  role: optionalParam(z.enum(MANAGED_ROLES)),
  state: optionalParam(z.enum(STAFF_ACCOUNT_STATES)),
});
export type StaffAccountListQuery = z.input<typeof staffAccountListQuery>;

export const staffAccountList = z.object({ items: z.array(staffAccount) });
export type StaffAccountList = z.infer<typeof staffAccountList>;

const personName = (label: string) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .min(1, `Ingresa ${label}.`)
    .max(80, 'Usa hasta 80 caracteres.')
    .regex(PERSON_NAME_PATTERN, PERSON_NAME_HINT);

/** Create and edit take the same fields; a new account gets an email to set its password. */
export const staffAccountInput = z
  .object({
    role: z.enum(MANAGED_ROLES, { error: 'Elige el rol.' }),
    documentType: z.enum(DOCUMENT_TYPES, { error: 'Elige el tipo de documento.' }),
    documentNumber: z.string({ error: 'Ingresa el número de documento.' }).transform(normalizeDocumentNumber),
    nombres: personName('los nombres'),
    apellidoPaterno: personName('el apellido paterno'),
    apellidoMaterno: personName('el apellido materno'),
    email: z
      .string({ error: 'Ingresa el correo.' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.')),
    /** '' = none. */
    celular: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), PHONE_HINT)
      .transform((value) => (value === '' ? null : value)),
    /** The partner business an Externo belongs to: required for Externo, absent for every other role. */
    partnerId: rowId('Elige el socio.').nullish(),
  })
  .superRefine((value, ctx) => {
    if (!DOCUMENT_PATTERNS[value.documentType].test(value.documentNumber)) {
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: DOCUMENT_HINTS[value.documentType] });
    }
    if (value.role === 'Externo' && value.partnerId == null) {
      ctx.addIssue({ code: 'custom', path: ['partnerId'], message: 'Elige el socio al que pertenece.' });
    }
  })
  .transform((value) => ({
    ...value,
    partnerId: value.role === 'Externo' ? (value.partnerId ?? null) : null,
  }));
export type StaffAccountInput = z.input<typeof staffAccountInput>;

export const staffModuleParams = userIdParams.extend({
  module: z.enum(STAFF_MODULES, { error: 'Módulo no válido.' }),
});
export type StaffModuleParams = z.input<typeof staffModuleParams>;

export const modulePermission = z.object({
  module: z.enum(STAFF_MODULES),
  canView: z.boolean(),
  canEdit: z.boolean(),
});

/** One module of the matrix, saved on its own as soon as it is ticked; edit implies view. */
export const modulePermissionUpdate = z.object({
  canView: z.boolean({ error: 'Indica si puede ver el módulo.' }),
  canEdit: z.boolean({ error: 'Indica si puede editar en el módulo.' }),
});
export type ModulePermissionUpdate = z.input<typeof modulePermissionUpdate>;

/** A staff member's matrix: every module, in STAFF_MODULES order. */
export const staffPermissions = z.object({
  account: staffAccount,
  modules: z.array(modulePermission),
});
export type StaffPermissions = z.infer<typeof staffPermissions>;

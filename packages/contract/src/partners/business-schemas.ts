import { z } from 'zod';
import { CCI_PATTERN } from '../bank-accounts/cci.ts';
import { bankAccountFields } from '../bank-accounts/schemas.ts';
import { idParams, rowId } from '../common/ids.ts';
import { percentString } from '../common/money-schemas.ts';
import { PHONE_HINT, PHONE_PATTERN } from '../identity/rules.ts';
import { isValidRuc } from './rules.ts';
import { percentUpTo100, personName, text } from './fields.ts';

export const partnerIdParams = idParams('partnerId', 'Socio no válido.');
export type PartnerIdParams = z.input<typeof partnerIdParams>;

export const partnerRequest = z.object({
  name: text('el nombre comercial', 120),
  ruc: z
    .string({ error: 'Ingresa el RUC.' })
    .trim()
    .refine(isValidRuc, 'El RUC no es válido: son 11 dígitos y el último es de control.'),
  contactName: personName('el nombre del contacto'),
  contactEmail: z
    .string({ error: 'Ingresa el correo del contacto.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.')),
  contactPhone: z
    .string({ error: 'Ingresa el celular del contacto.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PHONE_PATTERN, PHONE_HINT)),
  /** The partner's part of the commission of each of its orders that ends TERMINADA. */
  sharePercent: percentUpTo100.refine((value) => Number(value) <= 100, 'Usa un porcentaje de 0 a 100.'),
  /** The commission its clients pay from the flat-fee threshold up; null: Cambix's default. */
  commissionPercent: percentString
    .refine((value) => Number(value) > 0, 'Usa un porcentaje mayor que cero.')
    .nullable(),
  payoutBankId: rowId('Elige el banco de la cuenta del socio.'),
  payoutAccountNumber: bankAccountFields.accountNumber,
  payoutCci: z
    .string({ error: 'Ingresa el CCI de la cuenta del socio.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(CCI_PATTERN, 'El CCI tiene 20 dígitos.')),
  /** How long a finalize link lasts, in hours. */
  linkHours: z
    .number({ error: 'Indica las horas.' })
    .int('Usa horas enteras.')
    .min(1, 'Usa de 1 a 168 horas.')
    .max(168, 'Usa de 1 a 168 horas.'),
  active: z.boolean(),
});
export type PartnerRequest = z.input<typeof partnerRequest>;
export type PartnerInput = z.output<typeof partnerRequest>;

export const partnerUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
});
export type PartnerUser = z.infer<typeof partnerUser>;

export const partner = z.object({
  id: z.number().int(),
  name: z.string(),
  ruc: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  sharePercent: z.string(),
  commissionPercent: z.string().nullable(),
  payoutBank: z.object({ id: z.number().int(), name: z.string() }),
  payoutAccountNumber: z.string(),
  payoutCci: z.string(),
  linkHours: z.number().int(),
  active: z.boolean(),
  /** Its webhook endpoints still in use. */
  webhookEndpoints: z.number().int(),
  users: z.array(partnerUser),
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partner>;

/** The staff picker and filter: every partner by name. */
export const partnerChoice = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type PartnerChoice = z.infer<typeof partnerChoice>;

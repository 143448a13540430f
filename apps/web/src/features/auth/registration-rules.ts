import {
  DOCUMENT_HINTS,
  DOCUMENT_PATTERNS,
  normalizeDocumentNumber,
  normalizeReferralCode,
  PERSON_NAME_HINT,
  PERSON_NAME_PATTERN,
  PHONE_HINT,
  PHONE_PATTERN,
  REFERRAL_CODE_PATTERN,
  type DocumentType,
  type ErrorCode,
} from '@cambix/contract';
import { es } from '@/i18n/es.ts';
import type { FieldErrors } from '@/lib/use-form.ts';
import { confirmationError, newPasswordError } from './password-rules.ts';

export interface RegistrationValues extends Record<string, unknown> {
  tipo_documento: DocumentType | '';
  dni: string;
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  email: string;
  celular: string;
  password: string;
  password_confirmation: string;
  codigo_referido: string;
  es_pep: 'si' | 'no' | '';
  acepta_terminos: boolean;
  acepta_datos: boolean;
  acepta_datos_sensibles: boolean;
  acepta_marketing: boolean;
}

export type RegistrationField = keyof RegistrationValues & string;

export const EMPTY_REGISTRATION: RegistrationValues = {
  tipo_documento: 'DNI',
  dni: '',
  nombres: '',
  apellido_paterno: '',
  apellido_materno: '',
  email: '',
  celular: '',
  password: '',
  password_confirmation: '',
  codigo_referido: '',
  es_pep: '',
  acepta_terminos: false,
  acepta_datos: false,
  acepta_datos_sensibles: false,
  acepta_marketing: false,
};

/** The two steps (docs/rules/identity.md#registration) and the fields each one asks. */
export const REGISTRATION_STEPS: readonly (readonly RegistrationField[])[] = [
  ['tipo_documento', 'dni', 'nombres', 'apellido_paterno', 'apellido_materno'],
  [
    'email',
    'celular',
    'password',
    'password_confirmation',
    'codigo_referido',
    'es_pep',
    'acepta_terminos',
    'acepta_datos',
    'acepta_datos_sensibles',
    'acepta_marketing',
  ],
];

export function stepOfField(name: string): number {
  const index = REGISTRATION_STEPS.findIndex((fields) => (fields as readonly string[]).includes(name));
  return index === -1 ? REGISTRATION_STEPS.length - 1 : index;
}

/** Where a refusal without field details belongs. */
export const FIELD_OF_ERROR: Partial<Record<ErrorCode, RegistrationField>> = {
  DOCUMENT_TAKEN: 'dni',
  EMAIL_TAKEN: 'email',
  PASSWORD_WEAK: 'password',
  PASSWORD_COMMON: 'password',
  REFERRAL_CODE_INVALID: 'codigo_referido',
  // docs/rules/coupons-and-referrals.md#anti-abuse and #referral-programme: refused at registration.
  REFERRAL_OWN_CODE: 'codigo_referido',
  REFERRAL_SHARED_IDENTITY: 'codigo_referido',
  REFERRAL_OWNER_NOT_VALIDATED: 'codigo_referido',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The document number as the server will read it, or null when it does not fit the chosen type. */
export function validDocumentNumber(type: DocumentType | '', value: string): string | null {
  if (!type) return null;
  const normalized = normalizeDocumentNumber(value);
  return DOCUMENT_PATTERNS[type].test(normalized) ? normalized : null;
}

export function validReferralCode(value: string): string | null {
  const normalized = normalizeReferralCode(value);
  return REFERRAL_CODE_PATTERN.test(normalized) ? normalized : null;
}

function nameError(value: string, required: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required;
  return PERSON_NAME_PATTERN.test(trimmed) ? undefined : PERSON_NAME_HINT;
}

/**
 * Client-side rules (docs/rules/identity.md#registration), from the contract's pure rules; the server checks
 * them again.
 */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationValues> {
  const t = es.register;
  const errors: FieldErrors<RegistrationValues> = {};
  if (!values.tipo_documento) errors.tipo_documento = t.documentTypeRequired;
  if (!values.dni.trim()) errors.dni = t.documentNumberRequired;
  else if (values.tipo_documento && !validDocumentNumber(values.tipo_documento, values.dni)) {
    errors.dni = DOCUMENT_HINTS[values.tipo_documento];
  }
  errors.nombres = nameError(values.nombres, t.namesRequired);
  errors.apellido_paterno = nameError(values.apellido_paterno, t.paternalSurnameRequired);
  errors.apellido_materno = nameError(values.apellido_materno, t.maternalSurnameRequired);
  if (!values.email.trim()) errors.email = t.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = t.emailInvalid;
  if (!values.celular.trim()) errors.celular = t.phoneRequired;
  else if (!PHONE_PATTERN.test(values.celular.trim())) errors.celular = PHONE_HINT;
  errors.password = newPasswordError(values.password);
  errors.password_confirmation = confirmationError(values.password, values.password_confirmation);
  if (values.codigo_referido.trim() && !validReferralCode(values.codigo_referido))
    errors.codigo_referido = t.referralInvalid;
  if (!values.es_pep) errors.es_pep = t.pepRequired;
  if (!values.acepta_terminos) errors.acepta_terminos = t.termsRequired;
  if (!values.acepta_datos) errors.acepta_datos = t.dataPolicyRequired;
  if (!values.acepta_datos_sensibles) errors.acepta_datos_sensibles = t.sensitiveDataRequired;
  for (const key of Object.keys(errors) as RegistrationField[])
    if (errors[key] === undefined) delete errors[key];
  return errors;
}

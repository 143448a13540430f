import {
  BIRTH_DATE_HINTS,
  birthDateProblem,
  limaToday,
  PHONE_HINT,
  PHONE_PATTERN,
  nationalityFor,
  type DocumentType,
  type Gender,
  type PersonalDataInput,
} from '@cambix/contract';
import { personalData } from '@cambix/contract/schemas';
import { customerEs } from '@/i18n/customer.ts';

/** The KYC data form as typed (the wizard's step 1, the update-data dialog, the profile). */
export interface PersonalDataFormValues {
  date_birthday: string;
  gender: Gender | '';
  departamento: string;
  provincia: string;
  distrito: string;
  direccion: string;
  ocupacion: string;
  /** ISO 3166-1 alpha-2; a DNI holder's is fixed to `PE`. */
  nacionalidad: string;
  pepDetail: string;
  /** Only the profile edits the phone. */
  celular?: string;
}

export type PersonalDataErrors = Partial<Record<keyof PersonalDataFormValues, string>>;

/** Who fills the form: a declared PEP is asked the detail; a foreign document's holder, the nationality. */
export interface PersonalDataOwner {
  isPep: boolean;
  documentType: DocumentType;
}

export function personalDataFormValues(
  source: Partial<Record<keyof PersonalDataFormValues, string | null | undefined>>,
  owner: PersonalDataOwner,
): PersonalDataFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    date_birthday: text(source.date_birthday),
    gender: (source.gender as Gender | null | undefined) ?? '',
    departamento: text(source.departamento),
    provincia: text(source.provincia),
    distrito: text(source.distrito),
    direccion: text(source.direccion),
    ocupacion: text(source.ocupacion),
    nacionalidad: nationalityFor(owner.documentType, source.nacionalidad) ?? '',
    pepDetail: text(source.pepDetail),
    ...(source.celular !== undefined ? { celular: text(source.celular) } : {}),
  };
}

/** The latest birth date of an adult today in Lima, for the date input's `max`. */
export function latestAdultBirthDate(now: Date): string {
  const [year, month, day] = limaToday(now).split('-');
  return `${Number(year) - 18}-${month}-${day}`;
}

/** The contract's rules, plus the ones it leaves to the server that the browser can also check. */
export function validatePersonalData(
  values: PersonalDataFormValues,
  context: PersonalDataOwner & { now: Date },
): PersonalDataErrors {
  const errors: PersonalDataErrors = {};
  const parsed = personalData.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof PersonalDataFormValues;
      errors[field] ??= issue.message;
    }
  }
  if (!values.date_birthday) errors.date_birthday = customerEs.personalData.birthDateRequired;
  else if (!errors.date_birthday) {
    const problem = birthDateProblem(values.date_birthday, limaToday(context.now));
    if (problem) errors.date_birthday = BIRTH_DATE_HINTS[problem];
  }
  if (context.documentType !== 'DNI' && !values.nacionalidad)
    errors.nacionalidad = customerEs.personalData.nationalityRequired;
  if (context.isPep && !values.pepDetail.trim()) errors.pepDetail = customerEs.personalData.pepDetailRequired;
  if (values.celular !== undefined && !PHONE_PATTERN.test(values.celular.trim())) errors.celular = PHONE_HINT;
  return errors;
}

/** What the server receives. */
export function toPersonalData(values: PersonalDataFormValues, owner: PersonalDataOwner): PersonalDataInput {
  return {
    date_birthday: values.date_birthday,
    gender: values.gender as Gender,
    departamento: values.departamento,
    provincia: values.provincia,
    distrito: values.distrito,
    direccion: values.direccion.trim(),
    ocupacion: values.ocupacion.trim(),
    nacionalidad: nationalityFor(owner.documentType, values.nacionalidad || null),
    pepDetail: owner.isPep ? values.pepDetail.trim() : null,
  };
}

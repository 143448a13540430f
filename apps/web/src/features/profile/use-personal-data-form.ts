import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { isApiError } from '@/lib/api-client.ts';
import {
  validatePersonalData,
  type PersonalDataFormValues,
  type PersonalDataOwner,
} from './personal-data-rules.ts';

/**
 * A react-hook-form form over the KYC data with the shared rules; its owner is known when it is created.
 * `applyServerError` puts a refusal's field messages under their fields and returns the rest to show.
 */
export function usePersonalDataForm(defaultValues: PersonalDataFormValues, owner: PersonalDataOwner) {
  const resolver: Resolver<PersonalDataFormValues> = async (values) => {
    const errors = validatePersonalData(values, { ...owner, now: new Date() });
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<PersonalDataFormValues> = {};
    for (const [field, message] of Object.entries(errors)) {
      fieldErrors[field as keyof PersonalDataFormValues] = { type: 'rule', message };
    }
    return { values: {}, errors: fieldErrors };
  };
  const form = useForm<PersonalDataFormValues>({ defaultValues, resolver, mode: 'onTouched' });

  function applyServerError(error: unknown): string | null {
    if (!isApiError(error)) throw error;
    const known = Object.entries(error.fields).filter(([field]) => field in defaultValues);
    for (const [field, message] of known) {
      form.setError(
        field as keyof PersonalDataFormValues,
        { type: 'server', message },
        { shouldFocus: true },
      );
    }
    return known.length > 0 ? null : error.message;
  }

  return { form, applyServerError };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { manualMovementFields } from '@cambix/contract/schemas';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import type { ApiError } from '@/lib/api-client.ts';
import {
  MOVEMENT_FORM_FIELDS,
  toMovementFields,
  type MovementFieldName,
  type MovementFormValues,
} from './movement-form.ts';

// What the Egreso form checks before sending, and where the server's refusals are shown.

const t = staffCashOutEs.form;

export type MovementOutput = z.output<typeof manualMovementFields>;

const schemaResolver = zodResolver(manualMovementFields);

/** The contract's schema checks what the form would send, and the day is not after the server's today. */
export const resolverFor =
  (today: string): Resolver<MovementFormValues, unknown, MovementOutput> =>
  async (values, context, options) => {
    const result = (await schemaResolver(toMovementFields(values), context, options as never)) as Awaited<
      ReturnType<Resolver<MovementFormValues, unknown, MovementOutput>>
    >;
    const errors = { ...result.errors };
    if (values.operatedOn && values.operatedOn > today && !errors.operatedOn)
      errors.operatedOn = { type: 'max', message: t.dateInFuture };
    // The schema checks the concept and the destination only once the rest passes; say it all at once.
    if (Object.keys(errors).length > 0) {
      if (values.type === 'transfer' && values.toAccountId === '' && !errors.toAccountId)
        errors.toAccountId = { type: 'custom', message: t.destinationRequired };
      if (values.type !== 'transfer' && values.concept === '' && !errors.concept)
        errors.concept = { type: 'custom', message: t.conceptRequired };
      return { values: {}, errors };
    }
    return result;
  };

/** Refusals that belong to one field when the server does not name it. */
const FIELD_OF_CODE: Partial<Record<ApiError['code'], MovementFieldName>> = {
  MOVEMENT_CONCEPT_UNKNOWN: 'concept',
  MOVEMENT_DATE_IN_FUTURE: 'operatedOn',
  MOVEMENT_DATE_BEFORE_OPENING: 'operatedOn',
  MOVEMENT_CURRENCY_MISMATCH: 'toAccountId',
  UPLOAD_TOO_LARGE: 'attachment',
  UPLOAD_TYPE_NOT_ALLOWED: 'attachment',
  UPLOAD_TYPE_NOT_ALLOWED_PDF: 'attachment',
  UPLOAD_UNREADABLE: 'attachment',
};

const isFieldName = (name: string): name is MovementFieldName =>
  (MOVEMENT_FORM_FIELDS as readonly string[]).includes(name);

/** The fields a server refusal is shown on; empty: it is shown above the button. */
export function serverFieldErrors(error: ApiError): [MovementFieldName, string][] {
  const named = Object.entries(error.fields).flatMap(([field, message]): [MovementFieldName, string][] =>
    isFieldName(field) ? [[field, message]] : [],
  );
  if (named.length > 0) return named;
  const field = FIELD_OF_CODE[error.code];
  return field ? [[field, error.message]] : [];
}

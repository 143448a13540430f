import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { CLIENT_ERROR_MESSAGES } from '@cambix/contract';
import { isApiError } from '@/lib/api-client.ts';

interface SectionFormOptions<I extends FieldValues, O> {
  /** The contract's schema: the same per-field messages the server would give, before sending. */
  schema: z.ZodType<O, I>;
  values: I;
  /** Sends the checked values and answers the form's values as the server saved them. */
  save: (values: O) => Promise<I>;
}

/**
 * One Ajustes form: values from the server, dirty tracking for "Guardar", the server's per-field
 * messages under their fields, any other refusal in its words, and nothing typed lost on an error.
 */
export function useSectionForm<I extends FieldValues, O>({ schema, values, save }: SectionFormOptions<I, O>) {
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<I>,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = form.handleSubmit(async (checked) => {
    setFormError(null);
    try {
      form.reset(await save(checked));
      setSaved(true);
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  /** Field messages land under their fields; what no field shows is returned for the form's alert. */
  function applyServerError(error: unknown): string | null {
    if (!isApiError(error)) return CLIENT_ERROR_MESSAGES.INTERNAL;
    let placed = 0;
    for (const [path, message] of Object.entries(error.fields)) {
      const root = path.split('.')[0] ?? '';
      if (!(root in values)) continue;
      form.setError(path as FieldPath<I>, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    return placed > 0 ? null : error.message;
  }

  return {
    form,
    // The form's onSubmit does not wait: the save reports through formError and saved.
    onSubmit: (event?: BaseSyntheticEvent) => void submit(event),
    formError,
    saved,
    closeSaved: () => setSaved(false),
    isSaving: form.formState.isSubmitting,
    isDirty: form.formState.isDirty,
  };
}

export type SectionForm<I extends FieldValues, O> = ReturnType<typeof useSectionForm<I, O>>;

import { useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { focusField } from './focus-field.ts';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

interface UseFormOptions<V> {
  initialValues: V;
  /** Pure rules: every client-side message for the current values. */
  validate: (values: V) => FieldErrors<V>;
}

/**
 * The light forms' state: values, rule messages shown once an edited field was left or a submit was tried
 * (leaving an untouched field says nothing, so a click elsewhere never shifts the page under the pointer),
 * and server messages that stay under their field until that field changes. Values are never reset
 * by a failed submit, so nothing typed is lost.
 */
export function useForm<V extends Record<string, unknown>>({ initialValues, validate }: UseFormOptions<V>) {
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const edited = useRef(new Set<Name>());

  const ruleErrors = validate(values);
  const errors: FieldErrors<V> = {};
  for (const name of Object.keys(values) as Name[]) {
    const message = serverErrors[name] ?? (touched[name] ? ruleErrors[name] : undefined);
    if (message) errors[name] = message;
  }

  function setValue<K extends Name>(name: K, value: V[K]): void {
    edited.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }

  function touch(name: Name): void {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }

  /** Marks the fields as touched and tells whether their rules pass; focuses the first failing one. */
  function validateFields(names: readonly Name[]): boolean {
    setTouched((current) => ({ ...current, ...Object.fromEntries(names.map((name) => [name, true])) }));
    const failing = names.find((name) => ruleErrors[name] || serverErrors[name]);
    if (failing) focusNamed(failing);
    return failing === undefined;
  }

  /**
   * Server messages per field (docs/rules/api-and-errors.md#errors-a-person-sees: the server's error body is
   * shown to the person).
   */
  function applyServerErrors(fields: Readonly<Record<string, string>>): void {
    const known = Object.fromEntries(
      Object.entries(fields).filter(([name]) => name in values),
    ) as FieldErrors<V>;
    setServerErrors(known);
    const first = Object.keys(known)[0];
    if (first) focusNamed(first);
  }

  function handleSubmit(
    action: (values: V) => Promise<void>,
    names: readonly Name[] = Object.keys(values) as Name[],
  ) {
    return async (event?: SubmitEvent) => {
      event?.preventDefault();
      if (isSubmitting) return;
      setFormError(null);
      if (!validateFields(names)) return;
      setSubmitting(true);
      try {
        await action(values);
      } finally {
        setSubmitting(false);
      }
    };
  }

  function textProps(name: Name) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValue(name, event.target.value as V[Name]),
      onBlur: () => {
        if (edited.current.has(name)) touch(name);
      },
      error: errors[name],
    };
  }

  function checkboxProps(name: Name) {
    return {
      name,
      checked: values[name] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(name, event.target.checked as V[Name]);
        touch(name);
      },
      error: errors[name],
    };
  }

  return {
    values,
    errors,
    isSubmitting,
    formError,
    setFormError,
    setValue,
    touch,
    validateFields,
    applyServerErrors,
    handleSubmit,
    textProps,
    checkboxProps,
  };
}

function focusNamed(name: string): void {
  focusField(document.getElementsByName(name)[0]);
}

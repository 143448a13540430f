import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useCanEditSettings } from './settings-access.ts';

/** How a field's text becomes its value: text as typed (digits: a number kept as text), or a whole number. */
export type FieldKind = 'text' | 'amount' | 'digits' | 'integer';

export interface FormTextFieldProps<I extends FieldValues, O> {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
  label: string;
  kind?: FieldKind;
  /** Before the value, e.g. S/. */
  prefix?: ReactNode;
  /** After the value, e.g. % or horas. */
  suffix?: ReactNode;
  helperText?: string;
  /** Read-only even with edit (a value fixed once created). */
  fixed?: boolean;
  multiline?: boolean;
  placeholder?: string;
}

const INPUT_MODE = { text: undefined, amount: 'decimal', digits: 'numeric', integer: 'numeric' } as const;

const integerText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** A text field of an Ajustes form: its message under it, read-only without ajustes edit. */
export function FormTextField<I extends FieldValues, O>({
  control,
  name,
  label,
  kind = 'text',
  prefix,
  suffix,
  helperText,
  fixed = false,
  multiline = false,
  placeholder,
}: FormTextFieldProps<I, O>) {
  const canEdit = useCanEditSettings();
  const readOnly = fixed || !canEdit;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={kind === 'integer' ? integerText(field.value) : ((field.value as string | null) ?? '')}
          onChange={(event) => {
            const text = event.target.value;
            if (kind !== 'integer') return field.onChange(text);
            const digits = text.replace(/\D/g, '').slice(0, 9);
            field.onChange(digits === '' ? Number.NaN : Number(digits));
          }}
          onBlur={field.onBlur}
          label={label}
          placeholder={placeholder}
          multiline={multiline}
          minRows={multiline ? 1 : undefined}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? ' '}
          slotProps={{
            htmlInput: {
              readOnly,
              inputMode: INPUT_MODE[kind],
            },
            input: {
              startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
              endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
            },
          }}
        />
      )}
    />
  );
}

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import type { Ref } from 'react';
import { dayjs } from '@/lib/dayjs-setup.ts';

const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;

export interface MovementDayFieldProps {
  label: string;
  /** A Lima calendar day, YYYY-MM-DD; '' for none. */
  value: string;
  onChange(day: string): void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The last day it offers: the money moved today at the latest. */
  maxDay: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string | undefined;
}

/** The day the money moved, typed or picked as DD/MM/AAAA (never the browser's own date input). */
export function MovementDayField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  maxDay,
  disabled,
  error,
  helperText,
}: MovementDayFieldProps) {
  const change = (picked: Dayjs | null) => {
    if (picked === null) onChange('');
    else if (picked.isValid()) onChange(picked.format('YYYY-MM-DD'));
    // A half-typed day waits; leaving it empty says "Usa una fecha válida." on submit.
    else onChange('');
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        onChange={change}
        format="DD/MM/YYYY"
        maxDate={dayjs(maxDay)}
        disabled={disabled ?? false}
        inputRef={inputRef}
        slotProps={{
          textField: { size: 'small', error: error ?? false, helperText, onBlur, fullWidth: true },
        }}
      />
    </LocalizationProvider>
  );
}

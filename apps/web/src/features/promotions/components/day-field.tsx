import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import type { Ref } from 'react';
import { dayjs } from '@/lib/dayjs-setup.ts';

const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DayFieldProps {
  label: string;
  /** A Lima calendar day, YYYY-MM-DD; '' for none. */
  value: string;
  onChange(day: string): void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  minDay?: string | undefined;
  disabled?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
}

/** One calendar day typed or picked as DD/MM/AAAA (never the browser's own date input); half-typed days wait. */
export function DayField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  minDay,
  disabled,
  error,
  helperText,
  size = 'small',
}: DayFieldProps) {
  const change = (picked: Dayjs | null) => {
    if (picked === null) onChange('');
    else if (picked.isValid()) onChange(picked.format('YYYY-MM-DD'));
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        onChange={change}
        format="DD/MM/YYYY"
        minDate={minDay ? dayjs(minDay) : undefined}
        disabled={disabled ?? false}
        inputRef={inputRef}
        slotProps={{
          textField: { size, error: error ?? false, helperText, onBlur, fullWidth: true },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}

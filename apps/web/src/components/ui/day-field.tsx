import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, type Ref } from 'react';

/** `2026-11-01` → `01/11/2026`. */
export const shownDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export interface DayFieldProps {
  label: string;
  /** A Lima calendar day, YYYY-MM-DD; '' for none. */
  value: string;
  /** The day picked or typed in full; '' when cleared. A half-typed day waits (see `emptyWhenInvalid`). */
  onChange(day: string): void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  minDay?: string | undefined;
  maxDay?: string | undefined;
  disabled?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  className?: string | undefined;
  sx?: SxProps<Theme> | undefined;
  /** A form's field: an unreadable day is given as '' (its own check then refuses it), not the last good day. */
  emptyWhenInvalid?: boolean;
}

// MUI X's picker and its Spanish texts are about 40 KB compressed: a list with date filters paints without
// them, and the field becomes the picker when its module arrives (decision 201).
const DayPicker = lazy(() => import('./day-picker.tsx'));

/**
 * The one way to ask for a calendar day: MUI's picker in Spanish, typed or picked as DD/MM/AAAA (never the
 * browser's own date input, which shows mm/dd/yyyy), with a Spanish line when the day cannot be read. Until
 * the picker has loaded, the same field shows the day read-only.
 */
export function DayField(props: DayFieldProps) {
  const {
    label,
    value,
    disabled,
    error,
    helperText,
    size = 'small',
    fullWidth = true,
    className,
    sx,
  } = props;
  const waiting = (
    <TextField
      label={label}
      value={value ? shownDay(value) : ''}
      placeholder="DD/MM/AAAA"
      size={size}
      fullWidth={fullWidth}
      className={className}
      sx={sx}
      disabled={disabled ?? false}
      error={error ?? false}
      helperText={helperText}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
  return (
    <Suspense fallback={waiting}>
      <DayPicker {...props} />
    </Suspense>
  );
}

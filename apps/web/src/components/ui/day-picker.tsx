import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import { useForkRef } from '@mui/material/utils';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { es } from '@/i18n/es.ts';
import { dayjs } from '@/lib/dayjs-setup.ts';

import { shownDay, type DayFieldProps } from './day-field.tsx';

const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;
const t = es.dayField;

/** DayField once MUI's picker has loaded (day-field.tsx): its own module, so a page paints without it. */
export default function DayPicker({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  minDay,
  maxDay,
  disabled,
  error,
  helperText,
  size = 'small',
  fullWidth = true,
  className,
  sx,
  emptyWhenInvalid = false,
}: DayFieldProps) {
  const [problem, setProblem] = useState<DateValidationError>(null);
  // What is typed but not a day yet (31/02/2026, or 0202 on the way to 2026): kept on screen, not given out.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const hiddenInput = useRef<HTMLInputElement | null>(null);
  const fieldRef = useForkRef(hiddenInput, inputRef);
  const [given, setGiven] = useState(value);
  // A new day from outside ("Limpiar filtros", back in the history) replaces whatever was being typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== given) setDraft(null);
  }
  const give = (day: string) => {
    setGiven(day);
    onChange(day);
  };
  const change = (picked: Dayjs | null) => {
    setUnreadable(false);
    if (picked === null) {
      setDraft(null);
      give('');
    } else if (picked.isValid() && picked.year() >= 1000) {
      setDraft(null);
      give(picked.format('YYYY-MM-DD'));
    } else {
      setDraft(picked);
      if (emptyWhenInvalid && value !== '') give('');
    }
  };
  const leave = () => {
    // The field's text is DD/MM/AAAA with the placeholders left: some digits and some letters is half a day.
    const text = hiddenInput.current?.value ?? '';
    setUnreadable(draft !== null || (/\d/.test(text) && /[A-Za-z]/.test(text)));
    onBlur?.();
  };
  const ownMessage = unreadable
    ? t.invalid
    : problem === 'minDate' && minDay
      ? t.tooEarly(shownDay(minDay))
      : problem === 'maxDate' && maxDay
        ? t.tooLate(shownDay(maxDay))
        : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
      <DatePicker
        label={label}
        value={draft ?? (value ? dayjs(value) : null)}
        onChange={change}
        onError={setProblem}
        format="DD/MM/YYYY"
        minDate={minDay ? dayjs(minDay) : undefined}
        maxDate={maxDay ? dayjs(maxDay) : undefined}
        disabled={disabled ?? false}
        inputRef={fieldRef}
        className={className}
        sx={sx}
        slotProps={{
          textField: {
            size,
            fullWidth,
            error: Boolean(ownMessage) || (error ?? false),
            // The screen's own refusal (a form check, a range out of order) says more than the picker's.
            helperText: error && helperText ? helperText : (ownMessage ?? helperText),
            onBlur: leave,
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}

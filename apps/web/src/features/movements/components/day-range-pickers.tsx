import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs-setup.ts';

const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;

/** A picked day as YYYY-MM-DD, '' when cleared, null while half typed (the address waits). */
const toDay = (value: Dayjs | null): string | null => {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : null;
};

export interface DayRangePickersProps {
  from: string;
  to: string;
  labels: { from: string; to: string; outOfOrder: string };
  onChange(patch: { from: string } | { to: string }): void;
}

/** "Desde" and "Hasta" as DD/MM/AAAA pickers (never the browser's date input); Lima calendar days. */
export function DayRangePickers({ from, to, labels, onChange }: DayRangePickersProps) {
  const isOutOfOrder = Boolean(from && to && from > to);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
      <DatePicker
        label={labels.from}
        value={from ? dayjs(from) : null}
        onChange={(value) => {
          const day = toDay(value);
          if (day !== null) onChange({ from: day });
        }}
        format="DD/MM/YYYY"
        slotProps={{ textField: { size: 'small', fullWidth: true }, field: { clearable: true } }}
      />
      <DatePicker
        label={labels.to}
        value={to ? dayjs(to) : null}
        onChange={(value) => {
          const day = toDay(value);
          if (day !== null) onChange({ to: day });
        }}
        format="DD/MM/YYYY"
        minDate={from ? dayjs(from) : undefined}
        slotProps={{
          textField: {
            size: 'small',
            fullWidth: true,
            error: isOutOfOrder,
            helperText: isOutOfOrder ? labels.outOfOrder : undefined,
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}

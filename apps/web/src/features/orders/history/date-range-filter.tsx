import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import type { SxProps, Theme } from '@mui/material/styles';
import { customerEs } from '@/i18n/customer.ts';

const t = customerEs.orders;
const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;

const toDay = (value: Dayjs | null): string | null => {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : null;
};

export interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  sx: SxProps<Theme>;
}

/** Desde / Hasta in Spanish (DD/MM/AAAA) whatever the browser's language; its own chunk, loaded after the list. */
export default function DateRangeFilter({ from, to, onChange, sx }: DateRangeFilterProps) {
  const field = { size: 'small' as const, sx };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
      <DatePicker
        label={t.from}
        value={from ? dayjs(from) : null}
        onChange={(value) => {
          const day = toDay(value);
          if (day !== null) onChange({ from: day });
        }}
        format="DD/MM/YYYY"
        maxDate={to ? dayjs(to) : undefined}
        slotProps={{ textField: field, field: { clearable: true } }}
      />
      <DatePicker
        label={t.to}
        value={to ? dayjs(to) : null}
        onChange={(value) => {
          const day = toDay(value);
          if (day !== null) onChange({ to: day });
        }}
        format="DD/MM/YYYY"
        minDate={from ? dayjs(from) : undefined}
        slotProps={{ textField: field, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs-setup.ts';

const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;
/** Before it nothing was recorded; it also keeps a year half typed (0202) from reaching the address. */
const FIRST_MONTH = dayjs('2000-01-01');

export interface MonthFieldProps {
  label: string;
  /** A calendar month, YYYY-MM. */
  value: string;
  /** The last month that may be picked (this month: the future has no figures). */
  maxMonth: string;
  onChange(month: string): void;
}

/** One month typed as MM/AAAA or picked from the year and month views; half-typed months wait. */
export function MonthField({ label, value, maxMonth, onChange }: MonthFieldProps) {
  const change = (picked: Dayjs | null) => {
    if (picked?.isValid() && !picked.isBefore(FIRST_MONTH)) onChange(picked.format('YYYY-MM'));
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
      <DatePicker
        label={label}
        value={dayjs(`${value}-01`)}
        onChange={change}
        views={['year', 'month']}
        openTo="month"
        format="MM/YYYY"
        minDate={FIRST_MONTH}
        maxDate={dayjs(`${maxMonth}-01`)}
        slotProps={{ textField: { size: 'small', fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}

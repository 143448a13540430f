import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import type { Bank } from '@cambix/contract';
import type { Dayjs } from 'dayjs';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { staffActiveCustomersEs } from '@/i18n/staff-active-customers.ts';
import { dayjs } from '@/lib/dayjs-setup.ts';
import type { ActiveCustomerFilterPatch, ActiveCustomerListState } from '../list-state.ts';

const t = staffActiveCustomersEs.filters;
const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;

export interface ActiveCustomerFiltersProps {
  state: ActiveCustomerListState;
  banks: readonly Bank[];
  /** The range's problem in the server's words, shown under "Hasta". */
  rangeProblem: string | null;
  isDefault: boolean;
  onChange(patch: ActiveCustomerFilterPatch): void;
  onReset(): void;
}

function MonthField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | null;
  onChange(month: string): void;
}) {
  return (
    <DatePicker
      label={label}
      views={['year', 'month']}
      openTo="month"
      format="MM/YYYY"
      value={dayjs(`${value}-01`)}
      onChange={(picked: Dayjs | null) => {
        if (picked?.isValid()) onChange(picked.format('YYYY-MM'));
      }}
      slotProps={{
        textField: { size: 'small', fullWidth: true, error: Boolean(error), helperText: error ?? undefined },
      }}
    />
  );
}

/** The month range (two month pickers, MM/AAAA) and the payment bank; each change goes to the address. */
export function ActiveCustomerFilters({
  state,
  banks,
  rangeProblem,
  isDefault,
  onChange,
  onReset,
}: ActiveCustomerFiltersProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
      <FilterBar label={t.label} wideColumns={{ md: 'repeat(4, minmax(0, 1fr))' }}>
        <MonthField label={t.from} value={state.from} onChange={(from) => onChange({ from })} />
        <MonthField label={t.to} value={state.to} error={rangeProblem} onChange={(to) => onChange({ to })} />
        <TextField
          select
          size="small"
          label={t.bank}
          value={state.bankId}
          onChange={(event) => onChange({ bankId: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t.allBanks}</MenuItem>
          {banks.map((bank) => (
            <MenuItem key={bank.id} value={String(bank.id)}>
              {bank.name}
            </MenuItem>
          ))}
          {/* A bank in a shared link stays chosen while the catalogue loads. */}
          {state.bankId && !banks.some((bank) => String(bank.id) === state.bankId) && (
            <MenuItem value={state.bankId}>{t.bankFallback(state.bankId)}</MenuItem>
          )}
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button
            startIcon={<RestartAltIcon />}
            onClick={onReset}
            disabled={isDefault}
            sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
          >
            {t.reset}
          </Button>
        </Box>
      </FilterBar>
    </LocalizationProvider>
  );
}

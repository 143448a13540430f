import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORDER_CHANNELS, type Bank } from '@cambix/contract';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { QUICK_RANGES, quickRange, thisMonth, withFrom, withTo, type MonthRange } from '../month-range.ts';
import type { SummaryState } from '../summary-state.ts';
import { MonthField } from './month-field.tsx';

const t = staffSummaryEs.filters;

export type SummaryFilterPatch = Partial<SummaryState>;

export interface SummaryFiltersProps {
  state: SummaryState;
  banks: readonly Bank[];
  onChange(patch: SummaryFilterPatch): void;
}

/** The months (picked, or a quick period), the bank and the channel; each change goes to the address. */
export function SummaryFilters({ state, banks, onChange }: SummaryFiltersProps) {
  const current = thisMonth();
  const range: MonthRange = { from: state.from, to: state.to };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FilterBar label={t.label} wideColumns={{ md: 'repeat(4, minmax(0, 1fr))' }}>
        <MonthField
          label={t.from}
          value={state.from}
          maxMonth={current}
          onChange={(from) => onChange(withFrom(range, from))}
        />
        <MonthField
          label={t.to}
          value={state.to}
          maxMonth={current}
          onChange={(to) => onChange(withTo(range, to))}
        />
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
        </TextField>
        <TextField
          select
          size="small"
          label={t.channel}
          value={state.channel}
          onChange={(event) => onChange({ channel: event.target.value as SummaryState['channel'] })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t.allChannels}</MenuItem>
          {ORDER_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {staffSummaryEs.channel[channel]}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <Box role="group" aria-label={t.quick} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {QUICK_RANGES.map((kind) => {
          const quick = quickRange(kind);
          const isSelected = quick.from === state.from && quick.to === state.to;
          return (
            <Chip
              key={kind}
              label={t[kind]}
              clickable
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              onClick={() => onChange(quick)}
            />
          );
        })}
      </Box>
    </Box>
  );
}

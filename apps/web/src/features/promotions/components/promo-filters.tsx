import ClearIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PROMO_STATES } from '@cambix/contract';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { SearchFilter } from '@/components/ui/search-filter.tsx';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';
import { hasPromoFilters, type PromoFilterPatch, type PromoListState } from '../list-state.ts';
import { DayField } from '@/components/ui/day-field.tsx';

const t = staffCouponsEs.list.filters;

export interface PromoFiltersProps {
  state: PromoListState;
  onChange(patch: PromoFilterPatch): void;
  onClear(): void;
}

/** Text, state and "valid on" a Lima day; each change goes to the address, back to page 1. */
export function PromoFilters({ state, onChange, onClear }: PromoFiltersProps) {
  return (
    <FilterBar label={t.label} wideColumns={{ md: 'repeat(4, minmax(0, 1fr))' }}>
      <SearchFilter
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={state.q}
        onCommit={(q) => onChange({ q })}
      />
      <TextField
        select
        size="small"
        label={t.state}
        value={state.state}
        onChange={(event) => onChange({ state: event.target.value as PromoListState['state'] })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{staffCouponsEs.common.all}</MenuItem>
        {PROMO_STATES.map((value) => (
          <MenuItem key={value} value={value}>
            {staffCouponsEs.state[value]}
          </MenuItem>
        ))}
      </TextField>
      <DayField label={t.validOn} value={state.validOn} onChange={(validOn) => onChange({ validOn })} />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Button
          startIcon={<ClearIcon />}
          onClick={onClear}
          disabled={!hasPromoFilters(state)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t.clear}
        </Button>
      </Box>
    </FilterBar>
  );
}

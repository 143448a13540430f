import ClearIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { SearchFilter } from '@/components/ui/search-filter.tsx';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { hasReferralFilters, type ReferralListState } from '../list-state.ts';

const t = staffReferralsEs.list.filters;

export interface ReferralCodeFiltersProps {
  state: ReferralListState;
  onChange(patch: Partial<Pick<ReferralListState, 'q' | 'active'>>): void;
}

/** Text (code, owner's name or document) and active; each change goes to the address, back to page 1. */
export function ReferralCodeFilters({ state, onChange }: ReferralCodeFiltersProps) {
  return (
    <FilterBar label={t.label} wideColumns={{ md: '2fr 1fr auto' }}>
      <SearchFilter
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={state.q}
        onCommit={(q) => onChange({ q })}
      />
      <TextField
        select
        size="small"
        label={t.active}
        value={state.active}
        onChange={(event) => onChange({ active: event.target.value as ReferralListState['active'] })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{staffReferralsEs.common.all}</MenuItem>
        <MenuItem value="true">{t.activeOnly}</MenuItem>
        <MenuItem value="false">{t.inactiveOnly}</MenuItem>
      </TextField>
      {hasReferralFilters(state) && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Button startIcon={<ClearIcon />} onClick={() => onChange({ q: '', active: '' })}>
            {staffReferralsEs.common.clear}
          </Button>
        </Box>
      )}
    </FilterBar>
  );
}

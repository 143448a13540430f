import ClearIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderStatus } from '@cambix/contract';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { DateRangeFields } from '@/components/ui/date-range-fields.tsx';
import { SearchFilter } from '@/components/ui/search-filter.tsx';
import { customerStatusName } from '@/features/orders';
import { partnersEs } from '@/i18n/partners.ts';
import { hasPartnerFilters, type PartnerListState } from '../list-state.ts';

const t = partnersEs.orders.filters;
const STATUSES: readonly OrderStatus[] = [0, 1, 3, 4, 5, 2];

export interface PartnerOrderFiltersProps {
  state: PartnerListState;
  onChange(patch: Partial<PartnerListState>): void;
}

/** Text, status and creation days; every change goes to the address and back to page 1. */
export function PartnerOrderFilters({ state, onChange }: PartnerOrderFiltersProps) {
  const change = (patch: Partial<PartnerListState>) => onChange({ ...patch, page: 1 });
  return (
    <FilterBar label={t.label} wideColumns={{ md: '2fr repeat(3, minmax(0, 1fr))' }}>
      <SearchFilter
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={state.q}
        onCommit={(q) => change({ q })}
      />
      <TextField
        select
        size="small"
        label={t.status}
        value={state.status === null ? '' : String(state.status)}
        onChange={(event) =>
          change({ status: event.target.value === '' ? null : (Number(event.target.value) as OrderStatus) })
        }
      >
        <MenuItem value="">{t.anyStatus}</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={String(status)}>
            {customerStatusName(status)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields
        from={state.from}
        to={state.to}
        fromLabel={t.from}
        toLabel={t.to}
        outOfOrderMessage={t.datesOutOfOrder}
        onChange={change}
      />
      {hasPartnerFilters(state) && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button startIcon={<ClearIcon />} onClick={() => change({ status: null, from: '', to: '', q: '' })}>
            {partnersEs.common.clear}
          </Button>
        </Box>
      )}
    </FilterBar>
  );
}

import ClearIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderStatus, PartnerChoice } from '@cambix/contract';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { AmountRangeFields } from '@/components/ui/amount-range-fields.tsx';
import { DateRangeFields } from '@/components/ui/date-range-fields.tsx';
import { SearchFilter } from '@/components/ui/search-filter.tsx';
import { OrderStatusFilter } from '@/features/orders';
import { partnersEs } from '@/i18n/partners.ts';
import { hasExternalFilters, type ExternalListState } from '../list-state.ts';

const t = partnersEs.external.filters;
const f = partnersEs.orders.filters;
const STATUSES: readonly OrderStatus[] = [0, 1, 3, 4, 5, 2];

export interface ExternalOrderFiltersProps {
  state: ExternalListState;
  partners: readonly PartnerChoice[];
  onChange(patch: Partial<ExternalListState>): void;
}

/** Partner, status, creation days, amount and text; each change goes to the address, back to page 1. */
export function ExternalOrderFilters({ state, partners, onChange }: ExternalOrderFiltersProps) {
  const change = (patch: Partial<ExternalListState>) => onChange({ ...patch, page: 1 });
  return (
    <FilterBar label={f.label} wideColumns={{ lg: 'repeat(4, minmax(0, 1fr))' }}>
      <SearchFilter
        label={f.search}
        placeholder={f.searchPlaceholder}
        value={state.q}
        onCommit={(q) => change({ q })}
      />
      <TextField
        select
        size="small"
        label={t.partner}
        value={partners.some((p) => String(p.id) === state.partnerId) ? state.partnerId : ''}
        onChange={(event) => change({ partnerId: event.target.value })}
      >
        <MenuItem value="">{t.anyPartner}</MenuItem>
        {partners.map((partner) => (
          <MenuItem key={partner.id} value={String(partner.id)}>
            {partner.name}
          </MenuItem>
        ))}
      </TextField>
      <OrderStatusFilter
        label={t.status}
        statuses={STATUSES}
        value={state.status}
        onChange={(status) => change({ status })}
      />
      <DateRangeFields
        from={state.from}
        to={state.to}
        fromLabel={f.from}
        toLabel={f.to}
        outOfOrderMessage={f.datesOutOfOrder}
        onChange={change}
      />
      <AmountRangeFields
        minAmount={state.minAmount}
        maxAmount={state.maxAmount}
        labels={t}
        fullWidth
        onChange={change}
      />
      {hasExternalFilters(state) && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Button
            startIcon={<ClearIcon />}
            onClick={() =>
              change({ partnerId: '', status: [], from: '', to: '', minAmount: '', maxAmount: '', q: '' })
            }
          >
            {partnersEs.common.clear}
          </Button>
        </Box>
      )}
    </FilterBar>
  );
}

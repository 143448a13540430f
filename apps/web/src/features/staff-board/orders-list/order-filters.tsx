import ClearIcon from '@mui/icons-material/FilterAltOff';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import {
  ORDER_CHANNELS,
  ORDER_KINDS,
  type Bank,
  type OrderChannel,
  type OrderKind,
  type OrderStatus,
} from '@cambix/contract';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { AmountRangeFields } from '@/components/ui/amount-range-fields.tsx';
import { DateRangeFields } from '@/components/ui/date-range-fields.tsx';
import { SearchFilter } from '@/components/ui/search-filter.tsx';
import { OrderStatusFilter } from '@/features/orders';
import { staffEs } from '@/i18n/staff.ts';
import { staffOrderDivisasEs } from '@/i18n/staff-order-divisas.ts';
import { hasOrderFilters, hiddenFilterCount, type OrderListState } from './list-state.ts';

const t = staffEs.adminOrders.filters;
const d = staffOrderDivisasEs.filters;
const STATUSES: readonly OrderStatus[] = [1, 3, 4, 5, 2, 0];

export interface OrderFiltersProps {
  state: OrderListState;
  banks: readonly Bank[];
  onChange(patch: Partial<OrderListState>): void;
  onClear(): void;
}

/**
 * Search and filters above the staff order list; every change goes to the address bar. A phone shows the
 * search and the status, the rest behind "Más filtros" (with how many of them are in use), like Clientes.
 */
export function OrderFilters({ state, banks, onChange, onClear }: OrderFiltersProps) {
  const isPhone = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const showAll = !isPhone || expanded;
  return (
    <FilterBar label={t.label} wideColumns={{ lg: 'repeat(4, minmax(0, 1fr))' }}>
      <SearchFilter
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={state.q}
        onCommit={(q) => onChange({ q })}
      />
      <OrderStatusFilter
        label={t.status}
        statuses={STATUSES}
        value={state.status}
        onChange={(status) => onChange({ status })}
      />
      {isPhone && (
        <Button
          variant="outlined"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          startIcon={
            <Badge badgeContent={hiddenFilterCount(state)} color="primary">
              <TuneIcon />
            </Badge>
          }
          sx={{ justifySelf: 'start' }}
        >
          {expanded ? t.hide : t.show}
        </Button>
      )}
      {showAll && (
        <>
          <DateRangeFields
            from={state.from}
            to={state.to}
            fromLabel={t.from}
            toLabel={t.to}
            outOfOrderMessage={t.datesOutOfOrder}
            onChange={onChange}
          />
          <TextField
            select
            size="small"
            label={t.bank}
            value={state.bankId}
            onChange={(event) => onChange({ bankId: event.target.value })}
          >
            <MenuItem value="">{t.anyBank}</MenuItem>
            {banks.map((bank) => (
              <MenuItem key={bank.id} value={String(bank.id)}>
                {bank.name}
              </MenuItem>
            ))}
          </TextField>
          <AmountRangeFields
            minAmount={state.minAmount}
            maxAmount={state.maxAmount}
            labels={t}
            fullWidth
            onChange={onChange}
          />
          <TextField
            select
            size="small"
            label={t.channel}
            value={state.channel}
            onChange={(event) => onChange({ channel: event.target.value as OrderChannel | '' })}
          >
            <MenuItem value="">{t.anyChannel}</MenuItem>
            {ORDER_CHANNELS.map((channel) => (
              <MenuItem key={channel} value={channel}>
                {staffEs.channels[channel]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={d.kind}
            value={state.kind}
            onChange={(event) => onChange({ kind: event.target.value as OrderKind | '' })}
          >
            <MenuItem value="">{d.kinds.all}</MenuItem>
            {ORDER_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {d.kinds[kind]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={state.declaration}
                onChange={(event) => onChange({ declaration: event.target.checked })}
              />
            }
            label={d.declaration}
          />
        </>
      )}
      {hasOrderFilters(state) && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button startIcon={<ClearIcon />} onClick={onClear}>
            {t.clear}
          </Button>
        </Box>
      )}
    </FilterBar>
  );
}

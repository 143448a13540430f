import ClearIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORDER_CHANNELS, type Bank, type OrderChannel, type OrderStatus } from '@cambix/contract';
import { useState } from 'react';
import { DebouncedTextFilter } from '@/components/ui/debounced-text-filter.tsx';
import { orderStatusName } from '@/features/orders';
import { staffEs } from '@/i18n/staff.ts';
import { parseAmountInput } from '@/lib/money.ts';
import { hasOrderFilters, type OrderListState } from './list-state.ts';

const t = staffEs.adminOrders.filters;
const STATUSES: readonly OrderStatus[] = [1, 3, 4, 5, 2, 0];

export interface OrderFiltersProps {
  state: OrderListState;
  banks: readonly Bank[];
  onChange(patch: Partial<OrderListState>): void;
  onClear(): void;
}

/** An amount filter: written to the address once it reads as an amount (empty clears it). */
function AmountFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
}) {
  const [invalid, setInvalid] = useState(false);
  return (
    <DebouncedTextFilter
      label={label}
      value={value}
      size="small"
      error={invalid}
      helperText={invalid ? t.invalidAmount : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      onCommit={(text) => {
        const amount = text === '' ? '' : parseAmountInput(text);
        setInvalid(amount === null);
        if (amount !== null) onCommit(amount);
      }}
    />
  );
}

/** Search and filters above the staff order list; every change goes to the address bar. */
export function OrderFilters({ state, banks, onChange, onClear }: OrderFiltersProps) {
  const datesOutOfOrder = Boolean(state.from && state.to && state.from > state.to);
  const amountsOutOfOrder = Boolean(
    state.minAmount && state.maxAmount && Number(state.minAmount) > Number(state.maxAmount),
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label={t.label}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      <DebouncedTextFilter
        type="search"
        size="small"
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={state.q}
        onCommit={(q) => onChange({ q })}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t.status}
        value={state.status}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as OrderStatus[]).map(orderStatusName).join(', '),
          },
        }}
        onChange={(event) => {
          const value = event.target.value as unknown as OrderStatus[] | string;
          const list = typeof value === 'string' ? value.split(',').map(Number) : value;
          onChange({ status: (list as OrderStatus[]).slice().sort() });
        }}
      >
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            <Checkbox size="small" checked={state.status.includes(status)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={orderStatusName(status)} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t.from}
        value={state.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t.to}
        value={state.to}
        error={datesOutOfOrder}
        helperText={datesOutOfOrder ? t.datesOutOfOrder : undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
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
      <AmountFilter
        label={t.minAmount}
        value={state.minAmount}
        onCommit={(minAmount) => onChange({ minAmount })}
      />
      <Box>
        <AmountFilter
          label={t.maxAmount}
          value={state.maxAmount}
          onCommit={(maxAmount) => onChange({ maxAmount })}
        />
        {amountsOutOfOrder && (
          <Box component="p" role="alert" sx={{ color: 'error.main', fontSize: '0.75rem', m: 0, mt: 0.5 }}>
            {t.amountsOutOfOrder}
          </Box>
        )}
      </Box>
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
      {hasOrderFilters(state) && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button startIcon={<ClearIcon />} onClick={onClear}>
            {t.clear}
          </Button>
        </Box>
      )}
    </Box>
  );
}

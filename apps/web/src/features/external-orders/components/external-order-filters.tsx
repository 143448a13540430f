import ClearIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderStatus, PartnerChoice } from '@cambix/contract';
import { useState } from 'react';
import { DebouncedTextFilter } from '@/components/ui/debounced-text-filter.tsx';
import { orderStatusName } from '@/features/orders';
import { partnersEs } from '@/i18n/partners.ts';
import { parseAmountInput } from '@/lib/money.ts';
import { hasExternalFilters, type ExternalListState } from '../list-state.ts';

const t = partnersEs.external.filters;
const f = partnersEs.orders.filters;
const STATUSES: readonly OrderStatus[] = [0, 1, 3, 4, 5, 2];

/** An amount filter: written to the address once it reads as an amount (empty clears it). */
function AmountFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit(v: string): void;
}) {
  const [invalid, setInvalid] = useState(false);
  return (
    <DebouncedTextFilter
      label={label}
      value={value}
      size="small"
      fullWidth
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

export interface ExternalOrderFiltersProps {
  state: ExternalListState;
  partners: readonly PartnerChoice[];
  onChange(patch: Partial<ExternalListState>): void;
}

/** Partner, status, creation days, amount and text; each change goes to the address, back to page 1. */
export function ExternalOrderFilters({ state, partners, onChange }: ExternalOrderFiltersProps) {
  const change = (patch: Partial<ExternalListState>) => onChange({ ...patch, page: 1 });
  const datesOutOfOrder = Boolean(state.from && state.to && state.from > state.to);
  const amountsOutOfOrder = Boolean(
    state.minAmount && state.maxAmount && Number(state.minAmount) > Number(state.maxAmount),
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label={f.label}
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
        label={f.search}
        placeholder={f.searchPlaceholder}
        value={state.q}
        onCommit={(q) => change({ q })}
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
          change({ status: (list as OrderStatus[]).slice().sort() });
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
        label={f.from}
        value={state.from}
        onChange={(event) => change({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={f.to}
        value={state.to}
        error={datesOutOfOrder}
        helperText={datesOutOfOrder ? f.datesOutOfOrder : undefined}
        onChange={(event) => change({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <AmountFilter
        label={t.minAmount}
        value={state.minAmount}
        onCommit={(minAmount) => change({ minAmount })}
      />
      <Box>
        <AmountFilter
          label={t.maxAmount}
          value={state.maxAmount}
          onCommit={(maxAmount) => change({ maxAmount })}
        />
        {amountsOutOfOrder && (
          <Box component="p" role="alert" sx={{ color: 'error.main', fontSize: '0.75rem', m: 0, mt: 0.5 }}>
            {t.amountsOutOfOrder}
          </Box>
        )}
      </Box>
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
    </Box>
  );
}

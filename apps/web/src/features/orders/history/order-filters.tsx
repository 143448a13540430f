import ClearIcon from '@mui/icons-material/FilterAltOff';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OrderStatus } from '@cambix/contract';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState } from 'react';
import { DebouncedTextFilter } from '@/components/ui/debounced-text-filter.tsx';
import { customerEs } from '@/i18n/customer.ts';
import { parseAmountInput } from '@/lib/money.ts';
import { hasHistoryFilters, type HistoryFilterKey, type HistoryState } from './history-filters.ts';

const t = customerEs.orders;
// The date pickers are the heaviest part of the screen: the list shows first, they follow.
const DateRangeFields = lazy(() =>
  import('@/components/ui/date-range-fields.tsx').then((module) => ({ default: module.DateRangeFields })),
);
const STATUSES: OrderStatus[] = [1, 3, 4, 5, 2, 0];

export interface OrderFiltersProps {
  state: HistoryState;
  onChange: (patch: Partial<Pick<HistoryState, HistoryFilterKey>>) => void;
  onClear: () => void;
}

/** Historial's filters: status, dates, amount range and code; each change goes to the address bar. */
export function OrderFilters({ state, onChange, onClear }: OrderFiltersProps) {
  const isMobile = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const amount = (key: 'minAmount' | 'maxAmount') => (text: string) => {
    const parsed = text === '' ? '' : parseAmountInput(text);
    if (parsed !== null) onChange({ [key]: parsed });
  };
  const small = {
    size: 'small' as const,
    sx: { minWidth: { sm: 150 }, flex: { xs: '1 1 100%', sm: '1 1 150px' } },
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t.filters}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <DebouncedTextFilter
        label={t.code}
        value={state.code}
        onCommit={(code) => onChange({ code: code.toUpperCase() })}
        slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters' } }}
        {...small}
      />
      <TextField
        select
        label={t.status}
        value={state.status === null ? '' : String(state.status)}
        onChange={(event) =>
          onChange({
            status: event.target.value === '' ? null : (Number(event.target.value) as OrderStatus),
          })
        }
        {...small}
      >
        <MenuItem value="">{t.allStatuses}</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={String(status)}>
            {customerEs.orderStatus.names[status]}
          </MenuItem>
        ))}
      </TextField>
      {isMobile && !expanded ? (
        <Button startIcon={<TuneIcon />} onClick={() => setExpanded(true)}>
          {t.moreFilters}
        </Button>
      ) : (
        <>
          <Suspense
            fallback={[0, 1].map((key) => (
              <Skeleton key={key} variant="rounded" height={40} sx={small.sx} />
            ))}
          >
            <DateRangeFields
              from={state.from}
              to={state.to}
              fromLabel={t.from}
              toLabel={t.to}
              outOfOrderMessage={t.datesOutOfOrder}
              onChange={onChange}
              // DD/MM/AAAA beside the clear and calendar buttons needs more room than the other filters.
              sx={{ minWidth: { sm: 185 }, flex: { xs: '1 1 100%', sm: '1 1 185px' } }}
            />
          </Suspense>
          <DebouncedTextFilter
            label={t.minAmount}
            value={state.minAmount}
            onCommit={amount('minAmount')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">S/</InputAdornment> },
            }}
            {...small}
          />
          <DebouncedTextFilter
            label={t.maxAmount}
            value={state.maxAmount}
            onCommit={amount('maxAmount')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">S/</InputAdornment> },
            }}
            {...small}
          />
        </>
      )}
      {hasHistoryFilters(state) && (
        <Button startIcon={<ClearIcon />} onClick={onClear}>
          {t.clear}
        </Button>
      )}
    </Box>
  );
}

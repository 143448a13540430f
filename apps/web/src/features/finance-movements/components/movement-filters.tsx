import ClearIcon from '@mui/icons-material/FilterAltOff';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LEDGER_DIRECTIONS, LEDGER_KINDS } from '@cambix/contract';
import { useState, type ReactNode } from 'react';
import { AmountRangeFields } from '@/components/ui/amount-range-fields.tsx';
import { DateRangeFields } from '@/components/ui/date-range-fields.tsx';
import { DebouncedTextFilter } from '@/components/ui/debounced-text-filter.tsx';
import { SearchFilter } from '@/components/ui/search-filter.tsx';
import { staffMovementsEs } from '@/i18n/staff-movements.ts';
import {
  hasMovementFilters,
  hiddenFilterCount,
  type MovementFilterPatch,
  type MovementListState,
} from '../list-state.ts';

const t = staffMovementsEs.filters;
const c = staffMovementsEs.common;

export interface AccountOption {
  id: string;
  label: string;
}

export interface MovementFiltersProps {
  state: MovementListState;
  accounts: readonly AccountOption[];
  onChange(patch: MovementFilterPatch): void;
  onClear(): void;
}

function Select({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Movimientos' filters (docs/rules/finance-reports.md#movements); each change goes to the address and back
 * to the first page. On a phone all but the search fold under "Más filtros".
 */
export function MovementFilters({ state, accounts, onChange, onClear }: MovementFiltersProps) {
  const isPhone = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  // An account in a shared link that this screen has not seen a row of yet still shows as chosen.
  const accountOptions =
    state.accountId && !accounts.some((account) => account.id === state.accountId)
      ? [...accounts, { id: state.accountId, label: t.accountFallback(state.accountId) }]
      : accounts;

  const more: ReactNode = (
    <>
      <Select
        label={t.account}
        value={state.accountId}
        allLabel={c.all}
        options={accountOptions.map((account) => ({ value: account.id, label: account.label }))}
        onChange={(accountId) => onChange({ accountId })}
      />
      <Select
        label={t.direction}
        value={state.direction}
        allLabel={c.allKinds}
        options={LEDGER_DIRECTIONS.map((value) => ({ value, label: staffMovementsEs.direction[value] }))}
        onChange={(direction) => onChange({ direction: direction as MovementListState['direction'] })}
      />
      <Select
        label={t.kind}
        value={state.kind}
        allLabel={c.allKinds}
        options={LEDGER_KINDS.map((value) => ({ value, label: staffMovementsEs.kind[value] }))}
        onChange={(kind) => onChange({ kind: kind as MovementListState['kind'] })}
      />
      <DebouncedTextFilter
        size="small"
        label={t.concept}
        value={state.concept}
        onCommit={(concept) => onChange({ concept })}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <DateRangeFields
        from={state.from}
        to={state.to}
        fromLabel={t.from}
        toLabel={t.to}
        outOfOrderMessage={t.datesOutOfOrder}
        onChange={onChange}
      />
      <AmountRangeFields
        minAmount={state.minAmount}
        maxAmount={state.maxAmount}
        labels={t}
        fullWidth
        onChange={onChange}
      />
    </>
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
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        '& > .cx-wide': { gridColumn: { sm: 'span 2' } },
      }}
    >
      <Box className="cx-wide" sx={{ display: 'grid' }}>
        <SearchFilter
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={state.q}
          onCommit={(q) => onChange({ q })}
        />
      </Box>
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
      {(!isPhone || expanded) && more}
      <Button
        variant="text"
        startIcon={<ClearIcon />}
        onClick={onClear}
        disabled={!hasMovementFilters(state)}
        sx={{ justifySelf: 'start', minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {t.clear}
      </Button>
    </Box>
  );
}

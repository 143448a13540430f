import ClearIcon from '@mui/icons-material/FilterAltOff';
import TuneIcon from '@mui/icons-material/Tune';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ACCOUNT_STATUSES } from '@cambix/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { DateRangeFields } from '@/components/ui/date-range-fields.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { formatPercent, kycLabel, statusLabel } from '../format.ts';
import { activeFilterCount, hasFilters, type CustomerListState, type FilterKey } from '../list-state.ts';

const t = staffEs.customers.filters;
const SEARCH_DELAY_MS = 400;

export interface CustomerFiltersProps {
  state: CustomerListState;
  commissionOptions: readonly string[];
  defaultCommission: string | null;
  onChange(patch: Partial<Pick<CustomerListState, FilterKey>>): void;
  onClear(): void;
  /** Whether a typed search has not reached the list yet: its rows are not what the person is looking for. */
  onSearchPending?(pending: boolean): void;
}

/** The search and filters above the customer list; every change goes to the address bar. */
export function CustomerFilters({
  state,
  commissionOptions,
  defaultCommission,
  onChange,
  onClear,
  onSearchPending,
}: CustomerFiltersProps) {
  const [text, setText] = useState(state.q);
  const isMobile = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const activeCount = activeFilterCount(state);
  // What this box last put in the address: when it arrives there, what was typed since must stay.
  const [sentQuery, setSentQuery] = useState<string | null>(null);
  const search = (q: string) => {
    setSentQuery(q.trim());
    onChange({ q });
  };
  const applySearch = useEffectEvent(search);

  // Back/forward or "Limpiar" change the query in the address: show it (adjusted during render).
  const [shownQuery, setShownQuery] = useState(state.q);
  if (state.q !== shownQuery) {
    setShownQuery(state.q);
    const ours = state.q.trim() === sentQuery;
    if (!ours && text.trim() !== state.q.trim()) setText(state.q);
  }

  const pending = text.trim() !== state.q.trim();
  const reportPending = useEffectEvent((value: boolean) => onSearchPending?.(value));
  useEffect(() => reportPending(pending), [pending]);

  useEffect(() => {
    if (text.trim() === state.q.trim()) return;
    const timer = setTimeout(() => applySearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, state.q]);

  const select = (key: FilterKey, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={state[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{staffEs.common.all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const yesNo = [
    { value: 'true', label: staffEs.common.yes },
    { value: 'false', label: staffEs.common.no },
  ];

  return (
    <Box
      component="form"
      role="search"
      aria-label={t.label}
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        // Six columns on wide screens: search (2), status, validation, commission, premium; then
        // special, the two dates (2 each) and "clear".
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
        '& .cx-wide': { gridColumn: { sm: 'span 2', md: 'span 2' } },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        type="search"
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Leaving the box (to click a row, a link) searches now: a late search must not follow the person.
        onBlur={() => {
          if (pending) search(text);
        }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        className="cx-wide"
      />
      {isMobile && (
        <Button
          variant="outlined"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          startIcon={
            <Badge badgeContent={activeCount} color="primary">
              <TuneIcon />
            </Badge>
          }
          sx={{ justifySelf: 'start' }}
        >
          {expanded ? t.hide : t.show}
        </Button>
      )}
      {(!isMobile || expanded) && (
        <>
          {select(
            'status',
            t.status,
            ACCOUNT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
          )}
          {select(
            'kycStep',
            t.kycStep,
            [0, 1, 2, 3].map((step) => ({ value: String(step), label: kycLabel(step, true) })),
          )}
          {select(
            'commission',
            t.commission,
            commissionOptions.map((option) => ({
              value: option,
              label: option === defaultCommission ? t.defaultCommission(option) : formatPercent(option),
            })),
          )}
          {select('premium', t.premium, yesNo)}
          {select('special', t.special, yesNo)}
          <DateRangeFields
            from={state.from}
            to={state.to}
            fromLabel={t.from}
            toLabel={t.to}
            outOfOrderMessage={t.datesOutOfOrder}
            onChange={onChange}
            className="cx-wide"
          />
        </>
      )}
      <Button
        variant="text"
        startIcon={<ClearIcon />}
        onClick={onClear}
        disabled={!hasFilters(state)}
        sx={{ justifySelf: 'start', minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {t.clear}
      </Button>
    </Box>
  );
}

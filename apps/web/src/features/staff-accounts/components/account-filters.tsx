import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MANAGED_ROLES, STAFF_ACCOUNT_STATES } from '@cambix/contract';
import { DebouncedTextFilter } from '@/components/ui/debounced-text-filter.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { DEFAULT_ACCOUNT_LIST, type AccountListState } from '../list-state.ts';

const t = staffEs.staffAccounts;

export function AccountFilters({
  state,
  onChange,
}: {
  state: AccountListState;
  onChange: (patch: Partial<AccountListState>) => void;
}) {
  const filtered = state.q !== '' || state.role !== '' || state.state !== '';
  return (
    <Box
      role="search"
      aria-label={t.filters.label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <DebouncedTextFilter
        size="small"
        type="search"
        label={t.filters.search}
        placeholder={t.filters.searchPlaceholder}
        value={state.q}
        onCommit={(q) => onChange({ q })}
      />
      <TextField
        select
        size="small"
        label={t.filters.role}
        value={state.role}
        onChange={(event) => onChange({ role: event.target.value as AccountListState['role'] })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t.filters.all}</MenuItem>
        {MANAGED_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t.role[role]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.filters.state}
        value={state.state}
        onChange={(event) => onChange({ state: event.target.value as AccountListState['state'] })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t.filters.all}</MenuItem>
        {STAFF_ACCOUNT_STATES.map((value) => (
          <MenuItem key={value} value={value}>
            {t.state[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={() => onChange(DEFAULT_ACCOUNT_LIST)} disabled={!filtered}>
        {t.filters.clear}
      </Button>
    </Box>
  );
}

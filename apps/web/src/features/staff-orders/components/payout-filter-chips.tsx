import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminOrderSummary } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { filterPayouts, PAYOUT_FILTERS, type PayoutFilter } from '../queue-filter.ts';

const t = staffEs.queue;

/** Todas / Por pagar / Observadas, each with how many orders it holds. */
export function PayoutFilterChips({
  rows,
  value,
  onChange,
}: {
  rows: readonly AdminOrderSummary[];
  value: PayoutFilter;
  onChange(filter: PayoutFilter): void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={t.filterLabel}
    >
      {PAYOUT_FILTERS.map((filter) => (
        <Chip
          key={filter}
          label={`${t.filters[filter]} (${filterPayouts(rows, filter).length})`}
          color={value === filter ? 'primary' : 'default'}
          variant={value === filter ? 'filled' : 'outlined'}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        />
      ))}
    </Stack>
  );
}

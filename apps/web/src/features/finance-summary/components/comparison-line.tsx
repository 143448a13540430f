import Typography from '@mui/material/Typography';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { compareFigures, formatPercent } from '../figures.ts';

const t = staffSummaryEs.kpi;

/** Which way a figure is good news: more commissions are, more discounts given are not. */
export type GoodDirection = 'up' | 'down' | 'neutral';

export interface ComparisonLineProps {
  current: bigint;
  previous: bigint;
  good: GoodDirection;
}

/** `▲ 12 %` or `▼ 5 %` against the previous period, green when it is good news and red when it is not. */
export function ComparisonLine({ current, previous, good }: ComparisonLineProps) {
  const change = compareFigures(current, previous);
  if (change.kind === 'noPrevious' || change.kind === 'same') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {change.kind === 'same' ? t.unchanged : t.noPrevious}
      </Typography>
    );
  }
  const percent = formatPercent(change.tenths);
  const isGood = good === 'neutral' ? null : good === change.kind;
  return (
    <Typography
      variant="body2"
      aria-label={change.kind === 'up' ? t.upLabel(percent) : t.downLabel(percent)}
      sx={{
        fontWeight: 700,
        color: isGood === null ? 'text.secondary' : isGood ? 'success.main' : 'error.main',
      }}
    >
      {change.kind === 'up' ? t.up(percent) : t.down(percent)}
    </Typography>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { customerEs } from '@/i18n/customer.ts';
import { parseMoney, parseSignedMoney } from '@cambix/contract';
import { memo } from 'react';
import { formatSoles } from '@/lib/money.ts';
import { useLimitAmount } from '../api/get-limit-amount.ts';

const t = customerEs.limit;

/** Share of the limit used, 0 to 100 (a limit of zero reads as full). */
export function usedPercent(used: string, limit: string): number {
  const total = parseMoney(limit);
  if (total <= 0n) return 100;
  // Only the bar's length is a float: the figures shown are the text.
  return Math.min(100, Math.max(0, (Number(parseSignedMoney(used)) / Number(total)) * 100));
}

/**
 * "Has usado S/ X de S/ Y este mes" with a bar and what is still available
 * (docs/rules/limits.md#monthly-limit).
 */
export const LimitBar = memo(function LimitBar() {
  const limit = useLimitAmount();
  if (limit.isPending) return <Skeleton variant="rounded" height={56} />;
  if (limit.isError) return <Alert severity="warning">{t.loadFailed}</Alert>;
  const { used, limit: total, available } = limit.data;
  const percent = usedPercent(used, total);
  const text = t.used(formatSoles(used), formatSoles(total));
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t.label}
        aria-valuetext={text}
        color={percent >= 90 ? 'warning' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
        {t.available(formatSoles(available))}
      </Typography>
    </Box>
  );
});

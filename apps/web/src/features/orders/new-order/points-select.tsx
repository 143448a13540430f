import { formatMoney, parseMoney, type PointsSummary } from '@cambix/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { formatSoles } from '@/lib/money.ts';

const t = customerEs.newOrder;
const MAX_OPTIONS = 20;

/** The amounts of points one order may redeem: whole packs of the redeem size, up to the balance. */
export function redeemOptions(summary: Pick<PointsSummary, 'balance' | 'rules'>): number[] {
  const pack = summary.rules.redeemPoints;
  if (pack <= 0) return [];
  const packs = Math.min(MAX_OPTIONS, Math.floor(summary.balance / pack));
  return Array.from({ length: packs }, (_, index) => (index + 1) * pack);
}

export interface PointsSelectProps {
  summary: PointsSummary;
  value: number;
  onChange: (points: number) => void;
}

/**
 * Points to redeem against this order's fee (docs/rules/points.md#redeeming); hidden when the balance buys no
 * pack.
 */
export const PointsSelect = memo(function PointsSelect({ summary, value, onChange }: PointsSelectProps) {
  const options = redeemOptions(summary);
  if (options.length === 0) return null;
  const valueOf = (points: number) =>
    formatSoles(
      formatMoney(
        (BigInt(points) * parseMoney(summary.rules.redeemValue)) / BigInt(summary.rules.redeemPoints),
      ),
    );
  return (
    <TextField
      select
      fullWidth
      label={t.points}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      helperText={t.pointsBalance(summary.balance)}
    >
      <MenuItem value={0}>{t.noPoints}</MenuItem>
      {options.map((points) => (
        <MenuItem key={points} value={points}>
          {t.pointsOption(points, valueOf(points))}
        </MenuItem>
      ))}
    </TextField>
  );
});

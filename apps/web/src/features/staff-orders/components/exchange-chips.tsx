import { DIRECTION_CHIPS, formatRate, type ExchangeDirection } from '@cambix/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { staffOrderDivisasEs } from '@/i18n/staff-order-divisas.ts';

/**
 * A divisas order's direction and locked rate, as every staff list and card shows them (`Compra US$`,
 * `T.C. S/ 3.742`); nothing for a cambio de saldo, which looks as it always did.
 */
export function ExchangeChips({
  order,
  align = 'start',
}: {
  order: { kind: 'saldo' | 'divisas'; direction: ExchangeDirection | null; rate: string | null };
  align?: 'start' | 'end';
}) {
  if (order.kind !== 'divisas' || !order.direction) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.75,
        alignItems: 'center',
        justifyContent: align === 'end' ? 'flex-end' : 'flex-start',
      }}
    >
      <Chip
        size="small"
        variant="outlined"
        // The brand amber (secondary) as outlined text reads at 2:1 on white; warning is its dark shade (issue 34).
        color={order.direction === 'compra' ? 'info' : 'warning'}
        label={DIRECTION_CHIPS[order.direction]}
      />
      {order.rate && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {`${staffOrderDivisasEs.ratePrefix} ${formatRate(order.rate)}`}
        </Typography>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatCurrency } from '@/lib/money.ts';
import { isNegative } from '../format.ts';

/** An amount as the server sent it, in red when it is below zero. */
export function MoneyText({
  amount,
  currency,
  sx,
}: {
  amount: string;
  currency: 'PEN' | 'USD';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        isNegative(amount) && { color: 'error.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {formatCurrency(amount, currency)}
    </Box>
  );
}

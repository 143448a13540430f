import Box from '@mui/material/Box';
import { badgeColors, bankBadgeText } from '../bank-badge.ts';

export interface BankLogoProps {
  bank: { code?: string; shortName: string; color: string; logoUrl?: string | null };
  size?: number;
}

/**
 * A bank's mark: the logo the operator uploaded, or a rounded badge in the bank's colour with its short
 * name (real bank logos are trademarks we do not copy, decision 016). Decorative: the name is beside it.
 */
export function BankLogo({ bank, size = 40 }: BankLogoProps) {
  if (bank.logoUrl) {
    return (
      <Box
        component="img"
        src={bank.logoUrl}
        alt=""
        sx={{ width: size, height: size, borderRadius: 1.5, objectFit: 'contain', flex: 'none' }}
      />
    );
  }
  const text = bankBadgeText(bank);
  const colors = badgeColors(bank.color);
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        bgcolor: colors.background,
        color: colors.text,
        fontWeight: 800,
        fontSize: size * (text.length > 3 ? 0.26 : 0.32),
        letterSpacing: '-0.02em',
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {text}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PartnerOrderPage } from '@cambix/contract';
import { partnersEs } from '@/i18n/partners.ts';
import { formatSoles } from '@/lib/money.ts';

const t = partnersEs.orders.month;

export interface MonthFiguresProps {
  month: PartnerOrderPage['month'];
  shareLabel: string;
  /** Smaller figures closer together, for a side panel. */
  dense?: boolean;
}

/** The partner's month in three figures: orders created, amount sent, share earned; stacked on a phone. */
export function MonthFigures({ month, shareLabel, dense = false }: MonthFiguresProps) {
  const figures = [
    { label: t.orders, value: String(month.orders) },
    { label: t.amount, value: formatSoles(month.sendAmount) },
    { label: shareLabel, value: formatSoles(month.shareEarned) },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: dense ? 1 : { xs: 0.5, sm: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {figures.map(({ label, value }) => (
        <Box
          key={label}
          sx={{
            minWidth: 0,
            display: { xs: 'flex', sm: 'block' },
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: dense ? undefined : 1,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 800,
              fontSize: { xs: '1.125rem', sm: dense ? '1.25rem' : '1.5rem' },
              whiteSpace: 'nowrap',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

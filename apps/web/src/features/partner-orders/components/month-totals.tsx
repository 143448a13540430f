import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PartnerOrderPage } from '@cambix/contract';
import { partnersEs } from '@/i18n/partners.ts';
import { formatSoles } from '@/lib/money.ts';

const t = partnersEs.orders.month;

/** The calendar month (Lima): orders created, amount sent by finalized ones, the partner's share earned. */
export function MonthTotals({ month, isStaff }: { month: PartnerOrderPage['month']; isStaff: boolean }) {
  const figures = [
    { label: t.orders, value: String(month.orders) },
    { label: t.amount, value: formatSoles(month.sendAmount) },
    { label: isStaff ? t.staffShare : t.share, value: formatSoles(month.shareEarned) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={t.title} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {t.title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 0.5, sm: 2 },
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
              gap: 1,
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.5rem' }, whiteSpace: 'nowrap' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

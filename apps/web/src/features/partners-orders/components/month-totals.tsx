import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PartnerOrderPage } from '@cambix/contract';
import { partnersEs } from '@/i18n/partners.ts';
import { MonthFigures } from './month-figures.tsx';

const t = partnersEs.orders.month;

/** The calendar month (Lima): orders created, amount sent by finalized ones, the partner's share earned. */
export function MonthTotals({ month, isStaff }: { month: PartnerOrderPage['month']; isStaff: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-label={t.title} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {t.title}
      </Typography>
      <MonthFigures month={month} shareLabel={isStaff ? t.staffShare : t.share} />
    </Paper>
  );
}

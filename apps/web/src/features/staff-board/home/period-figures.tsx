import type { DashboardSummary } from '@cambix/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { staffEs } from '@/i18n/staff.ts';
import { formatSoles } from '@/lib/money.ts';

const t = staffEs.staffHome;
type Figures = DashboardSummary['today'];

/** Orders finished, amount operated and commissions of one period (today, this month). */
export function PeriodFigures({ label, figures }: { label: string; figures: Figures }) {
  const rows = [
    { term: t.orders, value: String(figures.orders) },
    { term: t.sent, value: formatSoles(figures.sent) },
    { term: t.commissions, value: formatSoles(figures.commissions) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          // An amount never breaks after "S/": as many columns as fit whole figures (a phone stacks them).
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
          gap: 1,
        }}
      >
        {rows.map((row) => (
          // A term on two lines pushes its figure down no further than the others: figures share a line.
          <Box key={row.term} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {row.term}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700, whiteSpace: 'nowrap' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

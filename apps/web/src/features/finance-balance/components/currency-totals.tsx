import type { CurrencyTotal } from '@cambix/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { MoneyText } from './money-text.tsx';

const t = staffBalanceEs.totals;

/** The totals per currency as the server added the cards up (docs/rules/finance-reports.md#balance). */
export function CurrencyTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  return (
    <Box
      component="section"
      aria-label={t.label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: `repeat(${Math.max(totals.length, 1)}, minmax(0, 1fr))`,
        },
      }}
    >
      {totals.map((total) => (
        <Paper
          key={total.currency}
          variant="outlined"
          aria-label={t.title(total.currency)}
          role="group"
          sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}
        >
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {t.title(total.currency)}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              // Side by side (soles and dollars) a card is narrow: its figures wrap rather than overlap.
              gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
              '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
              '& dd': { m: 0, fontWeight: 700, fontSize: '1.25rem' },
            }}
          >
            <div>
              <dt>{t.balance}</dt>
              <dd>
                <MoneyText amount={total.balance} currency={total.currency} />
              </dd>
            </div>
            <div>
              <dt>{t.pending}</dt>
              <dd>
                <MoneyText amount={total.pendingPayouts} currency={total.currency} />
              </dd>
            </div>
            <div>
              <dt>{t.after}</dt>
              <dd>
                <MoneyText amount={total.balanceAfterPayouts} currency={total.currency} />
              </dd>
            </div>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

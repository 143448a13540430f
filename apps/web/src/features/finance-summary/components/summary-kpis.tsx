import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { parseSignedMoney, sumAmounts, type SummaryFigures } from '@cambix/contract';
import { useId } from 'react';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { formatCurrency, formatSoles } from '@/lib/money.ts';
import { formatCount } from '../figures.ts';
import { ComparisonLine, type GoodDirection } from './comparison-line.tsx';

const t = staffSummaryEs.kpi;

/** A card's figure: what it shows, and the number it is compared by (a count, or cents). */
interface Figure {
  text: string;
  compareBy: bigint;
}

interface Kpi {
  key: string;
  title: string;
  good: GoodDirection;
  /** null: the figure does not apply (manual figures and balances with a channel filter). */
  read(figures: SummaryFigures): Figure | null;
}

// A no-break space keeps "S/" with its figure when a narrow card wraps it.
const amount = (value: string | null): Figure | null =>
  value === null
    ? null
    : { text: formatSoles(value).replace(' ', '\u00a0'), compareBy: parseSignedMoney(value) };

/** Dollars with their own sign, compared with dollars only. */
const dollars = (value: string): Figure => ({
  text: formatCurrency(value, 'USD').replace(' ', '\u00a0'),
  compareBy: parseSignedMoney(value),
});

const KPIS: readonly Kpi[] = [
  {
    key: 'ordersFinished',
    title: t.ordersFinished,
    good: 'up',
    read: (f) => ({ text: formatCount(f.ordersFinished), compareBy: BigInt(f.ordersFinished) }),
  },
  { key: 'amountReceived', title: t.amountReceived, good: 'up', read: (f) => amount(f.amountReceived) },
  { key: 'amountPaidOut', title: t.amountPaidOut, good: 'up', read: (f) => amount(f.amountPaidOut) },
  { key: 'commissions', title: t.commissions, good: 'up', read: (f) => amount(f.commissions) },
  { key: 'exchangeSpread', title: t.exchangeSpread, good: 'up', read: (f) => amount(f.exchangeSpread) },
  { key: 'usdReceived', title: t.usdReceived, good: 'up', read: (f) => dollars(f.usdReceived) },
  { key: 'usdPaidOut', title: t.usdPaidOut, good: 'up', read: (f) => dollars(f.usdPaidOut) },
  {
    key: 'discounts',
    title: t.discounts,
    good: 'down',
    read: (f) => amount(sumAmounts([f.couponDiscounts, f.pointsDiscounts])),
  },
  { key: 'partnerShares', title: t.partnerShares, good: 'neutral', read: (f) => amount(f.partnerShares) },
  { key: 'manualEgresos', title: t.manualEgresos, good: 'down', read: (f) => amount(f.manualEgresos) },
  { key: 'closingBalance', title: t.closingBalance, good: 'up', read: (f) => amount(f.closingBalance) },
];

export interface SummaryKpisProps {
  totals: SummaryFigures;
  previous: SummaryFigures;
  /** What the previous figures cover: `Comparado con el 1 al 3 de noviembre de 2026, hasta las 10:15`. */
  comparedWith: string;
}

/** The period's headline figures, each against the previous period; the cards line up in height. */
export function SummaryKpis({ totals, previous, comparedWith }: SummaryKpisProps) {
  return (
    <Box component="section" aria-label={t.label} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {comparedWith}.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {KPIS.map((kpi) => (
          <KpiCard
            key={kpi.key}
            title={kpi.title}
            good={kpi.good}
            now={kpi.read(totals)}
            before={kpi.read(previous)}
          />
        ))}
      </Box>
    </Box>
  );
}

interface KpiCardProps {
  title: string;
  good: GoodDirection;
  now: Figure | null;
  before: Figure | null;
}

function KpiCard({ title, good, now, before }: KpiCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        minWidth: 0,
      }}
    >
      <Typography id={titleId} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {now === null ? (
        <Typography color="text.secondary" sx={{ mt: 'auto', fontStyle: 'italic' }}>
          {staffSummaryEs.common.notApplicable}
        </Typography>
      ) : (
        <>
          {/* The figure and its comparison sit at the bottom, so a card whose title wraps still lines up. */}
          <Typography
            variant="h5"
            component="p"
            sx={{
              mt: 'auto',
              fontWeight: 700,
              fontSize: { xs: '0.92rem', sm: '1.3rem' },
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            }}
          >
            {now.text}
          </Typography>
          {before && <ComparisonLine current={now.compareBy} previous={before.compareBy} good={good} />}
          <Typography variant="caption" color="text.secondary">
            {t.previous(before?.text ?? staffSummaryEs.common.none)}
          </Typography>
        </>
      )}
    </Paper>
  );
}

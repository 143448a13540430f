import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatAmount, parseSignedMoney, type FinanceSummary, type SummaryFigures } from '@cambix/contract';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { compareFigures, formatCount, formatPercent, type Change } from '../figures.ts';
import { capitalized, longMonth, periodLabel } from '../month-names.ts';

const t = staffSummaryEs.table;

// Soles only: the dollars of divisas are their own cards, never a column beside soles.
type AmountKey = Exclude<
  keyof SummaryFigures,
  'ordersFinished' | 'divisasOrders' | 'usdReceived' | 'usdPaidOut'
>;

const AMOUNT_COLUMNS: readonly { key: AmountKey; label: string }[] = [
  { key: 'amountReceived', label: t.received },
  { key: 'amountPaidOut', label: t.paidOut },
  { key: 'commissions', label: t.commissions },
  { key: 'exchangeSpread', label: t.exchangeSpread },
  { key: 'couponDiscounts', label: t.couponDiscounts },
  { key: 'pointsDiscounts', label: t.pointsDiscounts },
  { key: 'partnerShares', label: t.partnerShares },
  { key: 'manualIngresos', label: t.manualIngresos },
  { key: 'manualEgresos', label: t.manualEgresos },
  { key: 'closingBalance', label: t.closingBalance },
];

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
// The month stays in view while the figures scroll sideways on a phone.
const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

export interface MonthTableProps {
  summary: FinanceSummary;
  /** The printable page adds the previous period's totals and the change against them. */
  withComparison?: boolean;
  /** The table starts at its box's edge (inside a padded report) instead of inset like a card's content. */
  isFlush?: boolean;
}

/** The period month by month in soles, with its totals (and, printed, the previous period). */
export function MonthTable({ summary, withComparison = false, isFlush = false }: MonthTableProps) {
  const previous = summary.previous;
  return (
    <TableContainer
      className="summary-month-table"
      sx={{
        overflowX: 'auto',
        '& th, & td': { px: 0.75, fontSize: '0.8rem', '&:first-of-type': { pl: isFlush ? 0 : 2 } },
      }}
    >
      <Table size="small" aria-label={t.caption}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky}>{t.month}</TableCell>
            <TableCell align="right">{t.orders}</TableCell>
            {AMOUNT_COLUMNS.map((column) => (
              <TableCell key={column.key} align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.months.map((month) => (
            <FiguresRow key={month.month} label={capitalized(longMonth(month.month))} figures={month} />
          ))}
          <FiguresRow label={t.totals} figures={summary.totals} isTotal />
          {withComparison && (
            <>
              <FiguresRow
                label={`${t.previous} (${periodLabel(previous.from.slice(0, 7), previous.to.slice(0, 7))})`}
                figures={previous.totals}
                wrapLabel
              />
              <ChangeRow current={summary.totals} previous={previous.totals} />
            </>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const amountText = (value: string | null) =>
  value === null ? staffSummaryEs.common.none : formatAmount(value);

function FiguresRow({
  label,
  figures,
  isTotal = false,
  wrapLabel = false,
}: {
  label: string;
  figures: SummaryFigures;
  isTotal?: boolean;
  /** A long label (the previous period's) wraps, so the sticky column stays narrow on a phone. */
  wrapLabel?: boolean;
}) {
  const weight = isTotal ? { fontWeight: 700, borderTop: 2, borderTopColor: 'text.primary' } : {};
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="row"
        sx={{
          ...sticky,
          ...weight,
          whiteSpace: wrapLabel ? 'normal' : 'nowrap',
          minWidth: wrapLabel ? '9rem' : 0,
        }}
      >
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...numeric, ...weight }}>
        {formatCount(figures.ordersFinished)}
      </TableCell>
      {AMOUNT_COLUMNS.map((column) => (
        <TableCell key={column.key} align="right" sx={{ ...numeric, ...weight }}>
          {amountText(figures[column.key])}
        </TableCell>
      ))}
    </TableRow>
  );
}

// A dash where the previous period has nothing to compare with; the report's note says so.
function changeText(change: Change): string {
  if (change.kind === 'up') return staffSummaryEs.kpi.up(formatPercent(change.tenths));
  if (change.kind === 'down') return staffSummaryEs.kpi.down(formatPercent(change.tenths));
  return change.kind === 'same' ? staffSummaryEs.kpi.unchanged : staffSummaryEs.common.none;
}

function ChangeRow({ current, previous }: { current: SummaryFigures; previous: SummaryFigures }) {
  const amountChange = (key: AmountKey) => {
    const now = current[key];
    const before = previous[key];
    return now === null || before === null
      ? staffSummaryEs.common.none
      : changeText(compareFigures(parseSignedMoney(now), parseSignedMoney(before)));
  };
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ ...sticky, whiteSpace: 'nowrap' }}>
        {t.change}
      </TableCell>
      <TableCell align="right" sx={numeric}>
        {changeText(compareFigures(BigInt(current.ordersFinished), BigInt(previous.ordersFinished)))}
      </TableCell>
      {AMOUNT_COLUMNS.map((column) => (
        <TableCell key={column.key} align="right" sx={numeric}>
          {amountChange(column.key)}
        </TableCell>
      ))}
    </TableRow>
  );
}

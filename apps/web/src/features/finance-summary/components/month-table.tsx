import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  capitalized,
  formatAmount,
  monthWords,
  parseSignedMoney,
  previousPeriodText,
  type FinanceSummary,
  type SummaryFigures,
} from '@cambix/contract';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { compareFigures, formatCount, formatPercent, type Change } from '../figures.ts';

const t = staffSummaryEs.table;

// Soles only: the dollars of divisas are their own line, never a column beside soles.
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

/** The figures' headings, in the order every row gives its values. */
const FIGURE_LABELS = [t.orders, ...AMOUNT_COLUMNS.map((column) => column.label)];

/**
 * From 1200 px the table fits beside the staff sidebar; on a narrower screen each row is a card. Both are in
 * the page and CSS shows one, so printing (an A4 sheet is narrower) always gets the table.
 */
const CARDS_UP_TO = '@media screen and (max-width: 1199.95px)';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A row of the table (a card on a phone): its heading and one text per figure. */
interface FiguresRowModel {
  key: string;
  label: string;
  values: string[];
  isTotal?: boolean;
}

const amountText = (value: string | null) =>
  value === null ? staffSummaryEs.common.none : formatAmount(value);

const figureTexts = (figures: SummaryFigures): string[] => [
  formatCount(figures.ordersFinished),
  ...AMOUNT_COLUMNS.map((column) => amountText(figures[column.key])),
];

// A dash where the previous period has nothing to compare with; the report's note says so.
function changeText(change: Change): string {
  if (change.kind === 'up') return staffSummaryEs.kpi.up(formatPercent(change.tenths));
  if (change.kind === 'down') return staffSummaryEs.kpi.down(formatPercent(change.tenths));
  return change.kind === 'same' ? staffSummaryEs.kpi.unchanged : staffSummaryEs.common.none;
}

function changeTexts(current: SummaryFigures, previous: SummaryFigures): string[] {
  const amountChange = (key: AmountKey) => {
    const now = current[key];
    const before = previous[key];
    return now === null || before === null
      ? staffSummaryEs.common.none
      : changeText(compareFigures(parseSignedMoney(now), parseSignedMoney(before)));
  };
  return [
    changeText(compareFigures(BigInt(current.ordersFinished), BigInt(previous.ordersFinished))),
    ...AMOUNT_COLUMNS.map((column) => amountChange(column.key)),
  ];
}

function rowsOf(summary: FinanceSummary, withComparison: boolean): FiguresRowModel[] {
  const rows: FiguresRowModel[] = summary.months.map((month) => ({
    key: month.month,
    label: capitalized(monthWords(month.month)),
    values: figureTexts(month),
  }));
  rows.push({ key: 'totals', label: t.totals, values: figureTexts(summary.totals), isTotal: true });
  if (withComparison) {
    const previous = summary.previous;
    rows.push(
      {
        key: 'previous',
        label: `${t.previous} (${previousPeriodText(previous)})`,
        values: figureTexts(previous.totals),
      },
      { key: 'change', label: t.change, values: changeTexts(summary.totals, previous.totals) },
    );
  }
  return rows;
}

export interface MonthTableProps {
  summary: FinanceSummary;
  /** The printable page adds the previous period's totals and the change against them. */
  withComparison?: boolean;
  /** The table starts at its box's edge (inside a padded report) instead of inset like a card's content. */
  isFlush?: boolean;
}

/** The period month by month in soles, with its totals (and, printed, the previous period). */
export function MonthTable({ summary, withComparison = false, isFlush = false }: MonthTableProps) {
  const rows = rowsOf(summary, withComparison);
  return (
    <>
      <TableContainer
        className="summary-month-table"
        sx={{
          [CARDS_UP_TO]: { display: 'none' },
          // Headings wrap on two lines and figures stay on one: every column fits the page's width.
          '& th, & td': {
            px: 0.5,
            fontSize: '0.78rem',
            '&:first-of-type': { pl: isFlush ? 0 : 2 },
            '&:last-of-type': { pr: isFlush ? 0 : 2 },
          },
          '& thead th': { lineHeight: 1.25, verticalAlign: 'bottom' },
        }}
      >
        <Table size="small" aria-label={t.caption}>
          <TableHead>
            <TableRow>
              <TableCell>{t.month}</TableCell>
              {FIGURE_LABELS.map((label) => (
                <TableCell key={label} align="right">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const weight = row.isTotal
                ? { fontWeight: 700, borderTop: 2, borderTopColor: 'text.primary' }
                : {};
              return (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ ...weight, minWidth: '6.5rem' }}>
                    {row.label}
                  </TableCell>
                  {row.values.map((value, index) => (
                    <TableCell key={FIGURE_LABELS[index]} align="right" sx={{ ...numeric, ...weight }}>
                      {value}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <FiguresCards rows={rows} isFlush={isFlush} />
    </>
  );
}

/** Narrower than the table: one card per row, its figures as label and value. */
function FiguresCards({ rows, isFlush }: { rows: FiguresRowModel[]; isFlush: boolean }) {
  return (
    <Box
      component="ul"
      aria-label={t.caption}
      sx={{
        display: 'none',
        [CARDS_UP_TO]: { display: 'grid' },
        listStyle: 'none',
        m: 0,
        px: isFlush ? 0 : { xs: 1.5, sm: 2 },
        pb: isFlush ? 0 : { xs: 1.5, sm: 2 },
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {rows.map((row) => (
        <Paper
          key={row.key}
          component="li"
          variant="outlined"
          sx={{ p: 1.5, minWidth: 0, ...(row.isTotal && { borderColor: 'text.primary', borderWidth: 2 }) }}
        >
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 0.75 }}>
            {row.label}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              columnGap: 1.5,
              rowGap: 0.25,
              fontSize: '0.85rem',
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, textAlign: 'right', fontWeight: row.isTotal ? 700 : 500, ...numeric },
            }}
          >
            {row.values.map((value, index) => (
              <Box key={FIGURE_LABELS[index]} sx={{ display: 'contents' }}>
                <dt>{FIGURE_LABELS[index]}</dt>
                <dd>{value}</dd>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

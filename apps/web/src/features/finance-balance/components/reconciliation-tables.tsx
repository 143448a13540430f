import type { LedgerRow, ReconciliationDetail, StatementLine } from '@cambix/contract';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { formatDay, signedRowAmount } from '../format.ts';
import { MoneyText } from './money-text.tsx';

const t = staffBalanceEs.result;
type Currency = 'PEN' | 'USD';

const numeric = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

function SumRow({
  label,
  amount,
  currency,
  span,
  after = 0,
}: {
  label: string;
  amount: string;
  currency: Currency;
  span: number;
  after?: number;
}) {
  return (
    <TableFooter>
      <TableRow>
        <TableCell colSpan={span} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
          {label}
        </TableCell>
        <TableCell sx={{ ...numeric, fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
          <MoneyText amount={amount} currency={currency} />
        </TableCell>
        {after > 0 && <TableCell colSpan={after} />}
      </TableRow>
    </TableFooter>
  );
}

/** Lines the bank moved that Cambix never recorded, each with a way to record it. */
export function BankOnlyTable({
  lines,
  sum,
  currency,
  registerHref,
}: {
  lines: readonly StatementLine[];
  sum: string;
  currency: Currency;
  registerHref: string | null;
}) {
  if (lines.length === 0) {
    return <Typography color="text.secondary">{t.bankOnlyEmpty}</Typography>;
  }
  return (
    <Frame label={t.bankOnlyTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{t.line}</TableCell>
          <TableCell>{t.date}</TableCell>
          <TableCell>{t.description}</TableCell>
          <TableCell>{t.operation}</TableCell>
          <TableCell sx={numeric}>{t.amount}</TableCell>
          {registerHref && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.line}>
            <TableCell>{line.line}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(line.date)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{line.description}</TableCell>
            <TableCell>{line.operationNumber ?? staffBalanceEs.common.none}</TableCell>
            <TableCell sx={numeric}>
              <MoneyText amount={line.amount} currency={currency} />
            </TableCell>
            {registerHref && (
              <TableCell>
                <Link component={RouterLink} to={registerHref} aria-label={t.registerLabel(line.line)}>
                  {t.register}
                </Link>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
      <SumRow label={t.sumBankOnly} amount={sum} currency={currency} span={4} after={registerHref ? 1 : 0} />
    </Frame>
  );
}

/** Rows Cambix recorded in the period that the bank does not show. */
export function LedgerOnlyTable({
  rows,
  sum,
  currency,
  orderHref,
}: {
  rows: readonly LedgerRow[];
  sum: string;
  currency: Currency;
  orderHref: (orderId: number) => string;
}) {
  if (rows.length === 0) {
    return <Typography color="text.secondary">{t.ledgerOnlyEmpty}</Typography>;
  }
  return (
    <Frame label={t.ledgerOnlyTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{t.date}</TableCell>
          <TableCell>{t.concept}</TableCell>
          <TableCell>{t.operation}</TableCell>
          <TableCell>{t.order}</TableCell>
          <TableCell sx={numeric}>{t.amount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.operatedOn)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{row.concept}</TableCell>
            <TableCell>{row.operationNumber ?? staffBalanceEs.common.none}</TableCell>
            <TableCell>
              {row.order ? (
                <Link component={RouterLink} to={orderHref(row.order.id)}>
                  {row.order.code}
                </Link>
              ) : (
                staffBalanceEs.common.none
              )}
            </TableCell>
            <TableCell sx={numeric}>
              <MoneyText amount={signedRowAmount(row)} currency={currency} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <SumRow label={t.sumLedgerOnly} amount={sum} currency={currency} span={4} />
    </Frame>
  );
}

/** The statement lines paired with a Cambix row, and how they were paired. */
export function MatchedTable({
  matched,
  currency,
}: {
  matched: ReconciliationDetail['matched'];
  currency: Currency;
}) {
  if (matched.length === 0) {
    return <Typography color="text.secondary">{t.matchedEmpty}</Typography>;
  }
  return (
    <Frame label={t.matchedTitle(matched.length)}>
      <TableHead>
        <TableRow>
          <TableCell>{t.line}</TableCell>
          <TableCell>{t.date}</TableCell>
          <TableCell>{t.description}</TableCell>
          <TableCell>{t.operation}</TableCell>
          <TableCell sx={numeric}>{t.amount}</TableCell>
          <TableCell>{t.ledgerRow}</TableCell>
          <TableCell>{t.by}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {matched.map(({ line, entry, by }) => (
          <TableRow key={line.line}>
            <TableCell>{line.line}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(line.date)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{line.description}</TableCell>
            <TableCell>{line.operationNumber ?? staffBalanceEs.common.none}</TableCell>
            <TableCell sx={numeric}>
              <MoneyText amount={line.amount} currency={currency} />
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              {entry.concept} · {formatDay(entry.operatedOn)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {by === 'operation' ? t.byOperation : t.byAmountAndDate}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Frame>
  );
}

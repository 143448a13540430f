import type { AdminOrderSummary } from '@cambix/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BankLogo } from '@/features/banks';
import { OrderStatusChip } from '@/features/orders';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { receivedMoney, sentMoney } from '../exchange-money.ts';
import { useNow } from '@/lib/use-now.ts';
import { ExchangeChips } from './exchange-chips.tsx';
import { formatWaiting } from '../waiting-time.ts';

const t = staffEs.queue;

/** Pagos shows how the customer paid; Devoluciones where the money goes and in what status. */
export type QueueKind = 'payments' | 'payouts';

export interface OrderQueueProps {
  kind: QueueKind;
  rows: readonly AdminOrderSummary[];
  hrefFor(id: number): string;
  onOpen(id: number): void;
}

interface Column {
  key: string;
  label: string;
  align?: 'right';
  cell(row: AdminOrderSummary, now: number): ReactNode;
}

const customerCell = (row: AdminOrderSummary) => (
  <>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {row.customer.name}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {t.document(row.customer.documentNumber)}
    </Typography>
  </>
);

const bankCell = (bank: AdminOrderSummary['paymentBank']) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <BankLogo bank={bank} size={28} />
    <Typography variant="body2">{bank.shortName}</Typography>
  </Box>
);

const voucherChip = (row: AdminOrderSummary) => (
  <Chip
    size="small"
    variant="outlined"
    color={row.hasVoucher ? 'success' : 'warning'}
    label={row.hasVoucher ? t.voucherYes : t.voucherNo}
  />
);

const waitingCell = (row: AdminOrderSummary, now: number) => (
  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(row.statusSince)}>
    {formatWaiting(row.statusSince, now)}
  </Typography>
);

/** The amount in its own currency; a divisas order adds its direction and rate under it. */
const money = (row: AdminOrderSummary, amount: string) => (
  <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'end' }}>
    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {amount}
    </Typography>
    <ExchangeChips order={row} align="end" />
  </Box>
);

const COLUMNS: Record<QueueKind, Column[]> = {
  payments: [
    { key: 'customer', label: t.columns.customer, cell: customerCell },
    { key: 'amount', label: t.columns.amount, align: 'right', cell: (row) => money(row, sentMoney(row)) },
    { key: 'bank', label: t.columns.bank, cell: (row) => bankCell(row.paymentBank) },
    {
      key: 'operation',
      label: t.columns.operation,
      cell: (row) => row.customerOperationNumber ?? staffEs.common.none,
    },
    { key: 'voucher', label: t.columns.voucher, cell: voucherChip },
    { key: 'waiting', label: t.columns.waiting, cell: waitingCell },
  ],
  payouts: [
    { key: 'status', label: t.columns.status, cell: (row) => <OrderStatusChip status={row.status} /> },
    { key: 'customer', label: t.columns.customer, cell: customerCell },
    { key: 'destination', label: t.columns.destination, cell: (row) => row.destinationBankName },
    {
      key: 'receive',
      label: t.columns.receive,
      align: 'right',
      cell: (row) => money(row, receivedMoney(row)),
    },
    { key: 'waiting', label: t.columns.waiting, cell: waitingCell },
  ],
};

function QueueCards({ kind, rows, hrefFor, now }: OrderQueueProps & { now: number }) {
  return (
    <Box
      component="ul"
      aria-label={t.label}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
    >
      {rows.map((row) => (
        <Card component="li" key={row.id} variant="outlined">
          <CardActionArea component={RouterLink} to={hrefFor(row.id)}>
            {/* The card's text names its link (an aria-label hiding it fails a voice user, issue 34). */}
            <span className="cx-visually-hidden">{t.openLead}</span>
            <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{row.code}</Typography>
                {waitingCell(row, now)}
              </Box>
              <Box>{customerCell(row)}</Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                {kind === 'payments' ? bankCell(row.paymentBank) : <OrderStatusChip status={row.status} />}
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {kind === 'payments' ? sentMoney(row) : receivedMoney(row)}
                </Typography>
              </Box>
              <ExchangeChips order={row} />
              {kind === 'payments' ? (
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t.columns.operation}: {row.customerOperationNumber ?? staffEs.common.none}
                  </Typography>
                  {voucherChip(row)}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t.columns.destination}: {row.destinationBankName}
                </Typography>
              )}
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/** A staff queue, oldest first: a table on a desktop, a list of cards on a phone; a row opens the order. */
export function OrderQueue(props: OrderQueueProps) {
  const { kind, rows, hrefFor, onOpen } = props;
  const now = useNow(60_000);
  const compact = useMediaQuery('(max-width: 760px)', { noSsr: true });
  if (compact) return <QueueCards {...props} now={now} />;
  const columns = COLUMNS[kind];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.label}>
        <TableHead>
          <TableRow>
            <TableCell>{t.columns.code}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover onClick={() => onOpen(row.id)} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={hrefFor(row.id)}
                  onClick={(event) => event.stopPropagation()}
                  aria-label={t.open(row.code)}
                  sx={{ fontWeight: 700, fontFamily: 'monospace' }}
                >
                  {row.code}
                </Link>
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.cell(row, now)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { formatCurrency, RECEIPT_LIST_FILTERS, type ReceiptListFilter } from '@cambix/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { CardList, ListCard } from '@/components/layout/card-list.tsx';
import { ListQueryState } from '@/components/layout/list-query-state.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { StatusFilter } from '@/components/ui/status-filter.tsx';
import { SENDING_COLOR } from '@/features/orders';
import { customerEs } from '@/i18n/customer.ts';
import { staffSunatReceiptsEs as t } from '@/i18n/staff-sunat-receipts.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { statusInAddress } from '@/lib/status-in-address.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useReceiptList } from '../api/list-receipts.ts';

const STATUS = statusInAddress<ReceiptListFilter>(RECEIPT_LIST_FILTERS, 'pendiente');

/**
 * Finanzas › Comprobantes (docs/rules/receipts.md#comprobantes): the receipts of a state at SUNAT, newest
 * first, each with what SUNAT last said or why the send failed, and the way to its order.
 */
export function ReceiptsScreen({
  title,
  orderHref,
  search,
}: {
  title: string;
  orderHref(orderId: number): string;
  search: URLSearchParams;
}) {
  const [estado, setEstado] = useQueryState(search, STATUS.read, STATUS.write);
  const receipts = useReceiptList(estado);
  const data = receipts.data;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.intro} />
      <StatusFilter
        value={estado}
        options={RECEIPT_LIST_FILTERS}
        labels={t.status}
        label={t.state}
        phoneColumns={3}
        onChange={(value) => setEstado(() => value)}
      />
      <ListQueryState query={receipts} loadFailed={t.loadFailed} retryLabel={t.retry} empty={t.empty} />
      {data && data.rows.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t.shown(data.rows.length, data.total)}
        </Typography>
      )}
      <CardList label={title}>
        {data?.rows.map((row) => (
          <ListCard key={row.id} columns="190px minmax(0, 1fr) minmax(0, 2fr)" align="start">
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{row.number}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t.kind[row.tipo]} · {formatCurrency(row.amount, row.currency)}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.customerName}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t.issued(formatDateTime(row.issuedAt))}
              </Typography>
              <Typography variant="body2" component="p">
                <RowCodeLink code={row.orderCode} href={orderHref(row.orderId)} />
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
              <Chip
                size="small"
                color={SENDING_COLOR[row.sending.status]}
                label={customerEs.receipt.sending.status[row.sending.status]}
              />
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.sending.message ?? t.noMessage}
              </Typography>
              {row.sending.nextAttemptAt && (
                <Typography variant="caption" color="text.secondary">
                  {t.nextTry(formatDateTime(row.sending.nextAttemptAt))}
                </Typography>
              )}
            </Box>
          </ListCard>
        ))}
      </CardList>
    </Box>
  );
}

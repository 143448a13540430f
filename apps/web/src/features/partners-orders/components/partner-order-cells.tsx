import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { PartnerOrder } from '@cambix/contract';
import { partnersEs } from '@/i18n/partners.ts';
import { formatCurrency, formatSoles } from '@/lib/money.ts';

const t = partnersEs.orders;

type Amounts = Pick<PartnerOrder, 'sendAmount' | 'finalFee' | 'receiveAmount' | 'sendCurrency' | 'currency'>;
type Share = PartnerOrder['share'];

/** The partner's share in one line: its amount and whether it was settled, or a dash. */
export const shareText = (share: Share) =>
  share ? `${formatSoles(share.amount)} (${share.settled ? t.settled : t.pending})` : '—';

/**
 * A partner order's client in a table: the name on one line, the document under it and, when the order
 * gets a factura, its RUC (the razón social on hover).
 */
export function ClientCell({
  client,
  factura,
  maxWidth,
}: {
  client: PartnerOrder['client'];
  factura: PartnerOrder['factura'];
  maxWidth: number;
}) {
  return (
    <TableCell sx={{ maxWidth }}>
      <Typography variant="body2" noWrap title={client.name} sx={{ fontWeight: 600 }}>
        {client.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {client.documentType} {client.documentNumber}
      </Typography>
      {factura && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap title={factura.razonSocial}>
          {t.factura(factura.ruc)}
        </Typography>
      )}
    </TableCell>
  );
}

/** What the client sends, the fee and what the client receives, each in its currency, right-aligned. */
export function AmountCells({ order }: { order: Amounts }) {
  return (
    <>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatCurrency(order.sendAmount, order.sendCurrency)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatSoles(order.finalFee)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatCurrency(order.receiveAmount, order.currency)}
      </TableCell>
    </>
  );
}

/** The partner's share: its amount with settled or owed under it, or a dash. */
export function ShareCell({ share }: { share: Share }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {share ? (
        <>
          {formatSoles(share.amount)}
          <Typography variant="caption" color="text.secondary" component="p">
            {share.settled ? t.settled : t.pending}
          </Typography>
        </>
      ) : (
        '—'
      )}
    </TableCell>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatRate, type PartnerOrder } from '@cambix/contract';
import { useId } from 'react';
import { FacturaBuyerLine } from '@/features/orders';
import { partnersEs } from '@/i18n/partners.ts';
import { formatTime } from '@/lib/dates.ts';
import { LinkShare } from './link-share.tsx';

export interface OrderCreatedDialogProps {
  order: PartnerOrder;
  partnerName: string;
  fullScreen: boolean;
  onAnother(): void;
  onClose(): void;
}

/** The order just created: its code and the finalize link to share with the client. */
export function OrderCreatedDialog({
  order,
  partnerName,
  fullScreen,
  onAnother,
  onClose,
}: OrderCreatedDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{partnersEs.created.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Alert severity="success">
          {partnersEs.created.body(order.client.name)} · {order.code}
        </Alert>
        {order.exchange && (
          <Alert severity="info">
            {order.exchange.lockedUntil
              ? partnersEs.created.lock(
                  formatRate(order.exchange.rate),
                  formatTime(order.exchange.lockedUntil),
                )
              : partnersEs.created.indicative(formatRate(order.exchange.rate))}
          </Alert>
        )}
        {order.declarationRequired && <Alert severity="info">{partnersEs.created.declaration}</Alert>}
        {order.factura && (
          <Alert severity="info">
            <FacturaBuyerLine factura={order.factura} withKind />
          </Alert>
        )}
        <LinkShare
          link={order.link}
          clientName={order.client.name}
          clientPhone={order.client.phone}
          partnerName={partnerName}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onAnother}>{partnersEs.created.another}</Button>
        <Button variant="contained" onClick={onClose}>
          {partnersEs.created.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

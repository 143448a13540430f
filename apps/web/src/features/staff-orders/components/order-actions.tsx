import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AdminOrder, StaffOrderAction } from '@cambix/contract';
import { useState, type ReactNode } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useOrderAction } from '../api/use-order-action.ts';
import { NoteDialog } from './note-dialog.tsx';
import { PayoutDialog } from './payout-dialog.tsx';

const t = staffEs.actions;

/** The order buttons appear in: the forward step first, the ones that end the order last. */
const ORDER: readonly StaffOrderAction[] = ['approve', 'payout', 'observe', 'reject', 'cancel'];
const ICONS: Record<StaffOrderAction, ReactNode> = {
  approve: <CheckCircleOutlineIcon />,
  payout: <PaymentsOutlinedIcon />,
  observe: <ReportProblemOutlinedIcon />,
  reject: <HighlightOffIcon />,
  cancel: <DoNotDisturbIcon />,
};

/** What the screen says after a transition went through. */
export function doneMessage(action: StaffOrderAction, order: AdminOrder): string {
  switch (action) {
    case 'approve':
      return t.approve.done(order.code);
    case 'reject':
      return t.reject.done(order.code);
    case 'observe':
      return t.observe.done(order.code);
    case 'cancel':
      return t.cancel.done(order.code);
    case 'payout':
      return order.receipt
        ? t.payout.doneWithReceipt(
            order.code,
            order.receipt.tipo,
            staffEs.detail.receipt.number(order.receipt.serie, order.receipt.numero_recibo),
          )
        : t.payout.done(order.code);
  }
}

export interface OrderActionsProps {
  order: AdminOrder;
  onDone(message: string, order: AdminOrder): void;
  /** Someone else moved the order first: the dialog closes and the screen says so. */
  onStatusChanged(): void;
}

/** The transitions the server offers for this order and caller (`allowedActions`), each behind its dialog. */
export function OrderActions({ order, onDone, onStatusChanged }: OrderActionsProps) {
  const [open, setOpen] = useState<StaffOrderAction | null>(null);
  const mutation = useOrderAction(order.id);
  const actions = ORDER.filter((action) => order.allowedActions.includes(action));
  if (actions.length === 0) return null;

  const error = isApiError(mutation.error) ? mutation.error : null;
  const confirm = (request: Parameters<typeof mutation.mutate>[0]) =>
    mutation.mutate(request, {
      onSuccess: (updated) => {
        setOpen(null);
        onDone(doneMessage(request.action, updated), updated);
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'ORDER_STATUS_CHANGED') {
          setOpen(null);
          onStatusChanged();
        }
      },
    });

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t.label}
      >
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'approve' || action === 'payout' ? 'contained' : 'outlined'}
            color={
              action === 'reject' || action === 'cancel'
                ? 'error'
                : action === 'observe'
                  ? 'warning'
                  : 'primary'
            }
            startIcon={ICONS[action]}
            onClick={() => {
              mutation.reset();
              setOpen(action);
            }}
          >
            {t.name[action]}
          </Button>
        ))}
      </Stack>
      {open === 'payout' && (
        <PayoutDialog
          order={order}
          pending={mutation.isPending}
          error={error}
          onConfirm={confirm}
          onClose={() => setOpen(null)}
        />
      )}
      {open && open !== 'payout' && (
        <NoteDialog
          key={open}
          action={open}
          orderCode={order.code}
          pending={mutation.isPending}
          error={error}
          onConfirm={confirm}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

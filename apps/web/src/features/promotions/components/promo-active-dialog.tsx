import DialogContentText from '@mui/material/DialogContentText';
import type { PromoSummary } from '@cambix/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useSetPromoActive } from '../api/set-promo-active.ts';

const t = staffCouponsEs.detail;

/** Asks before switching a coupon on or off; a refusal stays in the dialog. */
export function PromoActiveDialog({
  promo,
  onClose,
  onDone,
}: {
  promo: PromoSummary;
  onClose(): void;
  onDone(saved: PromoSummary): void;
}) {
  const change = useSetPromoActive(promo.id);
  const activate = !promo.active;
  const error = change.error ? (isApiError(change.error) ? change.error.message : t.confirm.failed) : null;
  return (
    <ConfirmDialog
      title={activate ? t.confirm.activateTitle(promo.code) : t.confirm.deactivateTitle(promo.code)}
      confirmLabel={activate ? t.activate : t.deactivate}
      cancelLabel={staffCouponsEs.common.cancel}
      confirmColor={activate ? 'primary' : 'error'}
      isPending={change.isPending}
      error={error}
      onConfirm={() => change.mutate(activate, { onSuccess: onDone })}
      onClose={onClose}
    >
      <DialogContentText>{activate ? t.confirm.activateBody : t.confirm.deactivateBody}</DialogContentText>
    </ConfirmDialog>
  );
}

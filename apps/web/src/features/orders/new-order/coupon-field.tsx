import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { PromoCheck } from '@cambix/contract';
import { memo, useState } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatSoles } from '@/lib/money.ts';
import { percentFigure } from '@/lib/percent.ts';
import { useCheckPromoCode } from '../api/check-promo-code.ts';

const t = customerEs.newOrder;
/** `25 %` or `S/ 15.00`: what the coupon takes off the commission. */
const discountText = (check: PromoCheck) =>
  check.discountKind === 'percent'
    ? t.couponPercent(percentFigure(check.discountValue))
    : formatSoles(check.discountValue);

export interface CouponFieldProps {
  /** The send amount the coupon is checked against (null: no amount yet). */
  sendAmount: string | null;
  /** The bank the customer pays from, when chosen: a coupon may be for one bank only. */
  bankId: number | null;
  applied: string | null;
  onApplied: (code: string | null) => void;
}

/**
 * A coupon checked with 'Aplicar' (`POST /api/promocode`); when it does not apply, the server's reason
 * shows under the field and what was typed stays (docs/rules/coupons-and-referrals.md#coupon-rules).
 */
export const CouponField = memo(function CouponField({
  sendAmount,
  bankId,
  applied,
  onApplied,
}: CouponFieldProps) {
  const [text, setText] = useState(applied ?? '');
  const [accepted, setAccepted] = useState<PromoCheck | null>(null);
  const check = useCheckPromoCode();
  const error = check.error
    ? isApiError(check.error)
      ? check.error.message
      : customerEs.common.unexpectedError
    : null;

  function apply() {
    const code = text.trim().toUpperCase();
    if (!code || sendAmount === null) return;
    check.mutate(
      { code, sendAmount, ...(bankId !== null && { bankId }) },
      {
        onSuccess: (result) => {
          setAccepted(result);
          onApplied(result.code);
        },
      },
    );
  }

  if (applied) {
    return (
      <Alert
        severity="success"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onApplied(null);
              setAccepted(null);
              check.reset();
            }}
          >
            {t.removeCoupon}
          </Button>
        }
      >
        {accepted && accepted.code === applied
          ? t.couponApplied(applied, discountText(accepted))
          : t.couponAppliedShort(applied)}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={t.coupon}
        value={text}
        onChange={(event) => {
          setText(event.target.value.toUpperCase());
          check.reset();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        error={error !== null}
        helperText={error ?? t.couponHint}
        slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
        sx={{ flex: 1 }}
      />
      <Button
        variant="outlined"
        onClick={apply}
        loading={check.isPending}
        disabled={!text.trim() || sendAmount === null}
        sx={{ height: 56, flex: 'none' }}
      >
        {t.apply}
      </Button>
    </Box>
  );
});

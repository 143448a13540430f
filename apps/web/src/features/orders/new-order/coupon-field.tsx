import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useCheckPromoCode } from '../api/check-promo-code.ts';

const t = customerEs.newOrder;

export interface CouponFieldProps {
  /** The send amount the coupon is checked against (null: no amount yet). */
  sendAmount: string | null;
  applied: string | null;
  onApplied: (code: string | null) => void;
}

/** A coupon checked with 'Aplicar' (`POST /api/promocode`); the server's reason when it does not apply. */
export function CouponField({ sendAmount, applied, onApplied }: CouponFieldProps) {
  const [text, setText] = useState(applied ?? '');
  const [percent, setPercent] = useState<string | null>(null);
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
      { code, sendAmount },
      {
        onSuccess: (result) => {
          setPercent(result.percentDiscount);
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
              check.reset();
            }}
          >
            {t.removeCoupon}
          </Button>
        }
      >
        {t.couponApplied(applied, percent ?? '')}
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
}

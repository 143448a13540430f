import { formatRate, type Order, type OrderExchange } from '@cambix/contract';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import { formatCurrency } from '@/lib/money.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useRequoteOrder } from '../api/requote-order.ts';
import { isWordedError } from '../api/worded-error.ts';
import { useAskedDeclaration } from './asked-declaration.ts';
import { DeclarationSignature } from './declaration-signature.tsx';
import { useTimeLeft } from './expiry-countdown.tsx';
import { IndicativeRate } from './indicative-rate.tsx';

export interface RateLockProps {
  order: Order & { exchange: OrderExchange };
  /** The lock ran out here, or finalize answered RATE_LOCK_EXPIRED. */
  expired: boolean;
  onExpired: () => void;
  onRequoted: (order: Order) => void;
  onCancelled: () => void;
}

function Countdown({
  exchange,
  lockedUntil,
  onExpired,
}: {
  exchange: OrderExchange;
  lockedUntil: string;
  onExpired: () => void;
}) {
  const { left } = useTimeLeft(lockedUntil, onExpired);
  return (
    <Alert severity="info" icon={<LockClockOutlinedIcon />} role="timer">
      {t.lock(formatRate(exchange.rate), left)}
    </Alert>
  );
}

/**
 * A divisas order's rate lock: the time left at its rate, and once it ran out the choice between the rate
 * in force and cancelling: the order never finalizes at the old rate (docs/rules/exchange.md#the-lock).
 * When the dollars at the new rate reach the declaración jurada, the server asks for it and it is signed
 * here, without starting over. An indicative order has no lock (docs/rules/exchange.md#indicative-quotes).
 */
export function RateLock(props: RateLockProps) {
  const { lockedUntil } = props.order.exchange;
  if (lockedUntil === null) return <IndicativeRate />;
  return <LockedRate {...props} lockedUntil={lockedUntil} />;
}

function LockedRate({
  order,
  lockedUntil,
  expired,
  onExpired,
  onRequoted,
  onCancelled,
}: RateLockProps & { lockedUntil: string }) {
  const requote = useRequoteOrder();
  const cancel = useCancelOrder();
  const [requoted, setRequoted] = useState<string | null>(null);
  const declaration = useAskedDeclaration(requote.error);
  const busy = requote.isPending || cancel.isPending;
  const failure = requote.isError
    ? declaration.fieldError !== undefined
      ? null
      : isWordedError(requote.error)
        ? requote.error.message
        : t.requoteFailed
    : cancel.isError
      ? isWordedError(cancel.error)
        ? cancel.error.message
        : t.cancelFailed
      : null;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {requoted && !expired && <Alert severity="success">{requoted}</Alert>}
      {expired ? (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t.lockExpired}</AlertTitle>
          {order.voucher ? `${t.lockExpiredBody} ${t.voucherKept}` : t.lockExpiredBody}
          {declaration.threshold && (
            <Box sx={{ mt: 1.5 }}>
              <DeclarationSignature
                threshold={declaration.threshold}
                signature={declaration.signature}
                error={declaration.fieldError}
                onChange={declaration.setSignature}
              />
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            <Button
              variant="contained"
              loading={requote.isPending}
              disabled={busy}
              onClick={() =>
                requote.mutate(declaration.signed({ orderId: order.id }), {
                  onError: declaration.noteRefusal,
                  onSuccess: (updated) => {
                    setRequoted(
                      updated.exchange
                        ? t.requoted(
                            formatRate(updated.exchange.rate),
                            formatCurrency(updated.receiveAmount, updated.receiveCurrency),
                          )
                        : null,
                    );
                    onRequoted(updated);
                  },
                })
              }
            >
              {t.requote}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              loading={cancel.isPending}
              disabled={busy}
              onClick={() => cancel.mutate(order.id, { onSuccess: onCancelled })}
            >
              {t.cancel}
            </Button>
          </Box>
        </Alert>
      ) : (
        <Countdown
          key={lockedUntil}
          exchange={order.exchange}
          lockedUntil={lockedUntil}
          onExpired={onExpired}
        />
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}

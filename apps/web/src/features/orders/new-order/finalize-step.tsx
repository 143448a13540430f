import type { Order } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { isWordedError } from '../api/worded-error.ts';
import { useFinalizeOrder, type FinalizeRequest } from '../api/finalize-order.ts';
import { useAskedDeclaration } from './asked-declaration.ts';
import { DeclarationSignature } from './declaration-signature.tsx';
import { ExchangeSummary } from './exchange-summary.tsx';
import { QuoteSummary } from './quote-summary.tsx';

const t = customerEs.newOrder;

/**
 * The server's words for a refusal, or the product's text for the action when it gave none
 * (docs/rules/api-and-errors.md#errors-a-person-sees).
 */
export function finalizeErrorText(error: unknown, failed: string = t.finalizeFailed): string {
  return isWordedError(error) ? error.message : failed;
}

export interface FinalizeStepProps {
  order: Order;
  onFinalized: (order: Order) => void;
  onChangeVoucher: () => void;
  /** Through an order link instead of the customer's own session, with its own failure text. */
  finalize?: FinalizeRequest;
  failedText?: string;
  /** A divisas order whose rate lock ran out: it does not finalize until re-quoted. */
  lockExpired?: boolean;
  onLockExpired?: () => void;
}

/**
 * Step 4: the order as it will be sent and 'Finalizar orden'; a refusal shows the server's words
 * (docs/rules/api-and-errors.md#errors-a-person-sees).
 */
export function FinalizeStep({
  order,
  onFinalized,
  onChangeVoucher,
  finalize: request,
  failedText,
  lockExpired = false,
  onLockExpired,
}: FinalizeStepProps) {
  const [operationNumber, setOperationNumber] = useState(order.customerOperationNumber ?? '');
  const finalize = useFinalizeOrder(request);
  // An indicative order priced now may reach the declaración jurada's threshold: asked for under its field.
  const declaration = useAskedDeclaration(finalize.error);
  // The rate lock's notice says it already, with the way out; the declaración's field says its own.
  const isLockRefusal = isWordedError(finalize.error) && finalize.error.code === 'RATE_LOCK_EXPIRED';
  const error =
    finalize.isError && !isLockRefusal && declaration.fieldError === undefined
      ? finalizeErrorText(finalize.error, failedText)
      : null;
  const destination = order.destination;

  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2, maxWidth: 640 }}>
      <Box>
        <Typography variant="h3" component="h2">
          {t.finalizeHeading}
        </Typography>
        <Typography color="text.secondary">{t.finalizeIntro}</Typography>
      </Box>
      {order.exchange ? (
        <ExchangeSummary
          {...order.exchange}
          sendAmount={order.sendAmount}
          receiveAmount={order.receiveAmount}
        />
      ) : (
        <QuoteSummary quote={order.quote} />
      )}
      <Box>
        <Typography variant="body2" color="text.secondary">
          {customerEs.orders.receivedIn}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {destination.bankName} · {destination.accountNumber}
        </Typography>
      </Box>
      {order.voucher === null && order.paymentReference ? (
        <Alert severity="info">{t.referenceAtFinalize(order.paymentReference)}</Alert>
      ) : (
        <Alert severity="success">{t.voucherReceived}</Alert>
      )}
      <TextField
        label={`${t.operationNumber} ${customerEs.common.optional}`}
        value={operationNumber}
        onChange={(event) => setOperationNumber(event.target.value)}
        helperText={t.operationHint}
        slotProps={{ htmlInput: { maxLength: 40, inputMode: 'numeric' } }}
      />
      {declaration.threshold && (
        <DeclarationSignature
          threshold={declaration.threshold}
          signature={declaration.signature}
          error={declaration.fieldError}
          onChange={declaration.setSignature}
        />
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onChangeVoucher} disabled={finalize.isPending}>
          {order.voucher === null ? t.upload : t.replaceVoucher}
        </Button>
        <Button
          variant="contained"
          size="large"
          loading={finalize.isPending}
          disabled={lockExpired}
          onClick={() =>
            finalize.mutate(declaration.signed({ orderId: order.id, operationNumber }), {
              onSuccess: onFinalized,
              onError: (refusal) => {
                if (isWordedError(refusal) && refusal.code === 'RATE_LOCK_EXPIRED') onLockExpired?.();
                declaration.noteRefusal(refusal);
              },
            })
          }
        >
          {t.finalize}
        </Button>
      </Box>
    </Paper>
  );
}

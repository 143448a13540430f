import type { Order } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState } from 'react';
import { useSessionStore } from '@/features/auth';
import { useBankAccounts } from '@/features/bank-accounts';
import { useBanks } from '@/features/banks';
import { usePoints } from '@/features/points';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useQuote } from '../api/get-quote.ts';
import { LimitBar } from '../components/limit-bar.tsx';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AmountField } from './amount-field.tsx';
import { CouponField } from './coupon-field.tsx';
import { destinationOptions, pickDestination } from './destination-accounts.ts';
import { DestinationSelect } from './destination-select.tsx';
import { PaymentBankPicker } from './payment-bank-picker.tsx';
import { PointsSelect } from './points-select.tsx';
import {
  attemptFor,
  formAmount,
  toNewOrderRequest,
  toQuoteRequest,
  type Attempt,
  type QuoteForm,
} from './quote-form.ts';
import { QuoteSummary } from './quote-summary.tsx';

const t = customerEs.newOrder;
/** The live quote waits this long after the last keystroke. */
export const QUOTE_DELAY_MS = 350;

const messageOf = (error: unknown) => (isApiError(error) ? error.message : customerEs.common.unexpectedError);

export interface QuoteStepProps {
  initial: QuoteForm;
  /** Why the form starts filled (a staff link or the public calculator). */
  notice: string | null;
  linkCode?: string | undefined;
  accountsPath: string;
  onCreated: (order: Order) => void;
}

/** Step 1: bank, amount, destination, coupon and points, with the server's live quote; 'Continuar' creates the order. */
export function QuoteStep({ initial, notice, linkCode, accountsPath, onCreated }: QuoteStepProps) {
  const quoteHeadingId = useId();
  const [form, setForm] = useState<QuoteForm>(initial);
  const { banks, isLoading: banksLoading } = useBanks();
  const accounts = useBankAccounts();
  const points = usePoints();
  const referredCode = useSessionStore((state) => state.useReferredCode);
  const create = useCreateOrder();
  const attempt = useRef<Attempt | null>(null);

  const paymentBanks = useMemo(() => banks.filter((bank) => bank.hasCollectionAccount), [banks]);
  const options = useMemo(
    () => destinationOptions(accounts.data ?? [], form.bankId),
    [accounts.data, form.bankId],
  );
  const destinationId = form.bankId === null ? null : pickDestination(options, form.destinationAccountId);
  const current: QuoteForm = { ...form, destinationAccountId: destinationId };

  const request = useDebouncedValue(toQuoteRequest(current), QUOTE_DELAY_MS);
  const quote = useQuote(request);
  const settled = JSON.stringify(request) === JSON.stringify(toQuoteRequest(current));
  const quoteError = quote.isError ? messageOf(quote.error) : null;
  const couponAmount = form.mode === 'send' ? formAmount(form) : (quote.data?.sendAmount ?? null);

  const update = (patch: Partial<QuoteForm>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    create.reset();
  };

  function submit() {
    const body = toNewOrderRequest(current, '', linkCode);
    if (body === null) return;
    const { idempotencyKey: _unused, ...rest } = body;
    attempt.current = attemptFor(attempt.current, rest);
    create.mutate({ ...rest, idempotencyKey: attempt.current.key }, { onSuccess: onCreated });
  }

  const canSubmit =
    toNewOrderRequest(current, '', linkCode) !== null && settled && quote.isSuccess && !quote.isFetching;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        {notice && <Alert severity="info">{notice}</Alert>}
        {banksLoading ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <PaymentBankPicker
            banks={paymentBanks}
            value={form.bankId}
            onChange={(bankId) => update({ bankId })}
          />
        )}
        <AmountField
          mode={form.mode}
          text={form.amountText}
          onModeChange={(mode) => update({ mode })}
          onTextChange={(amountText) => update({ amountText })}
        />
        {accounts.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          <DestinationSelect
            options={options}
            value={destinationId}
            onChange={(destinationAccountId) => update({ destinationAccountId })}
            accountsPath={accountsPath}
            disabled={form.bankId === null}
            banks={banks}
          />
        )}
        {referredCode && !form.promoCode ? (
          <Alert severity="success">{t.referral(referredCode)}</Alert>
        ) : (
          <CouponField
            sendAmount={couponAmount}
            bankId={form.bankId}
            applied={form.promoCode}
            onApplied={(promoCode) => update({ promoCode })}
          />
        )}
        {points.data && (
          <PointsSelect
            summary={points.data}
            value={form.pointsToRedeem}
            onChange={(pointsToRedeem) => update({ pointsToRedeem })}
          />
        )}
      </Box>

      <Paper
        component="section"
        aria-labelledby={quoteHeadingId}
        variant="outlined"
        sx={{ p: 2.5, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 16 } }}
      >
        <Typography id={quoteHeadingId} variant="h3" component="h2">
          {t.quoteHeading}
        </Typography>
        <Box aria-live="polite" aria-busy={quote.isFetching || !settled}>
          {(quote.isFetching || !settled) && request !== null && (
            <LinearProgress aria-label={t.quoting} sx={{ mb: 1 }} />
          )}
          {quoteError && <Alert severity="error">{quoteError}</Alert>}
          {!quoteError && quote.data && request !== null && <QuoteSummary quote={quote.data} />}
          {!quoteError && toQuoteRequest(current) === null && (
            <Typography variant="body2" color="text.secondary">
              {t.quoteEmpty}
            </Typography>
          )}
        </Box>
        <LimitBar />
        {create.isError && <Alert severity="error">{messageOf(create.error)}</Alert>}
        <Button
          variant="contained"
          size="large"
          onClick={submit}
          disabled={!canSubmit}
          loading={create.isPending}
        >
          {t.create}
        </Button>
      </Paper>
    </Box>
  );
}

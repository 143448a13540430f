import {
  DIRECTION_CURRENCIES,
  dollarsOfSoles,
  needsDeclaration,
  type Currency,
  type ExchangeRates,
  type Order,
} from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useSessionStore } from '@/features/auth';
import { useBankAccounts } from '@/features/bank-accounts';
import { useBanks } from '@/features/banks';
import {
  calculate,
  ExchangeCalculator,
  useExchangeRates,
  useLiveRates,
  useRateLock,
  type CalculatorValue,
} from '@/features/exchange';
import { usePoints } from '@/features/points';
import { QuoteTiming } from '@/features/service-hours';
import { customerEs } from '@/i18n/customer.ts';
import { exchangeEs } from '@/i18n/exchange.ts';
import { useFocusFirstInvalid } from '@/lib/focus-field.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatCurrency } from '@/lib/money.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useQuote } from '../api/get-quote.ts';
import { LimitBar } from '../components/limit-bar.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useStableValue } from '../use-stable-value.ts';
import { AmountField } from './amount-field.tsx';
import { CouponField } from './coupon-field.tsx';
import { destinationOptions, pickDestination } from './destination-accounts.ts';
import { DestinationSelect } from './destination-select.tsx';
import { ExchangeSummary } from './exchange-summary.tsx';
import { FundsOriginFields } from './funds-origin-fields.tsx';
import { IndicativeRate } from './indicative-rate.tsx';
import { KindToggle } from './kind-toggle.tsx';
import { ReceiptChoice } from './receipt-choice.tsx';
import { PaymentBankPicker } from './payment-bank-picker.tsx';
import { PointsSelect } from './points-select.tsx';
import {
  attemptFor,
  formAmount,
  fundsProblems,
  receiptProblems,
  toNewOrderRequest,
  toQuoteRequest,
  type Attempt,
  type FundsProblems,
  type QuoteForm,
  type ReceiptProblems,
} from './quote-form.ts';
import { QuoteSummary } from './quote-summary.tsx';

const t = customerEs.newOrder;
/** The live quote waits this long after the last keystroke. */
export const QUOTE_DELAY_MS = 350;

const messageOf = (error: unknown) => (isApiError(error) ? error.message : customerEs.common.unexpectedError);

/** The dollars an order moves, for the declaración jurada: the quote's, or saldo's soles at the middle rate. */
function operationUsd(
  form: QuoteForm,
  board: ExchangeRates | undefined,
  divisasUsd: string | null,
  saldoSend: string | null,
): string | null {
  if (form.kind === 'divisas') return divisasUsd;
  return board && saldoSend ? dollarsOfSoles(saldoSend, board) : null;
}

type FormProblems = FundsProblems & ReceiptProblems;

/** A refusal of the server on one of the form's fields, shown under it. */
function serverFieldErrors(error: unknown): FormProblems {
  if (!isApiError(error)) return {};
  if (error.code === 'DECLARATION_REQUIRED') return { declarationSignature: error.message };
  const { fundsOrigin, fundsOriginDetail, declarationSignature } = error.fields;
  const facturaRuc = error.fields['factura.ruc'];
  const facturaRazonSocial = error.fields['factura.razonSocial'];
  return {
    ...(fundsOrigin && { fundsOrigin }),
    ...(fundsOriginDetail && { fundsOriginDetail }),
    ...(declarationSignature && { declarationSignature }),
    ...(facturaRuc && { facturaRuc }),
    ...(facturaRazonSocial && { facturaRazonSocial }),
  };
}

export interface QuoteStepProps {
  initial: QuoteForm;
  /** Why the form starts filled (a staff link or the public calculator). */
  notice: string | null;
  linkCode?: string | undefined;
  accountsPath: string;
  onCreated: (order: Order) => void;
}

/**
 * Step 1: cambio de saldo (bank, amount, destination, coupon and points, with the server's live quote) or
 * dollars (the calculator on the published board), the origin of the funds on every order and the
 * declaración jurada from its threshold; 'Continuar' creates the order.
 */
export function QuoteStep({ initial, notice, linkCode, accountsPath, onCreated }: QuoteStepProps) {
  const quoteHeadingId = useId();
  const [form, setForm] = useState<QuoteForm>(initial);
  const [tried, setTried] = useState(false);
  const rates = useExchangeRates();
  useLiveRates();
  const { banks, isLoading: banksLoading } = useBanks();
  const accounts = useBankAccounts();
  const points = usePoints();
  const referredCode = useSessionStore((state) => state.useReferredCode);
  const create = useCreateOrder();
  const { reset: resetCreate } = create;
  const attempt = useRef<Attempt | null>(null);
  const { container: fields, showFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  const paymentBanks = useMemo(() => banks.filter((bank) => bank.hasCollectionAccount), [banks]);
  const isDivisas = form.kind === 'divisas';
  // The server says whether an order now would lock its rate (docs/rules/exchange.md#indicative-quotes).
  const isIndicative = useRateLock(isDivisas).data?.indicative === true;
  const receiveCurrency: Currency = isDivisas ? DIRECTION_CURRENCIES[form.direction].receive : 'PEN';
  const options = useMemo(
    () => destinationOptions(accounts.data ?? [], form.bankId, receiveCurrency),
    [accounts.data, form.bankId, receiveCurrency],
  );
  const destinationId = form.bankId === null ? null : pickDestination(options, form.destinationAccountId);
  const current: QuoteForm = { ...form, destinationAccountId: destinationId };

  const request = useDebouncedValue(toQuoteRequest(current), QUOTE_DELAY_MS);
  const quote = useQuote(request);
  const settled = JSON.stringify(request) === JSON.stringify(toQuoteRequest(current));
  const quoteError = quote.isError ? messageOf(quote.error) : null;
  const couponAmount = form.mode === 'send' ? formAmount(form) : (quote.data?.sendAmount ?? null);
  // The coupon field only needs the amount when 'Aplicar' is pressed: it follows a keystroke after its paint.
  const couponSendAmount = useDeferredValue(couponAmount);

  const board = rates.data;
  const divisasOpen = Boolean(board?.enabled && board.id !== null);
  const divisas =
    isDivisas && board && divisasOpen
      ? calculate(board, { direction: form.direction, edited: form.mode, text: form.amountText })
      : null;
  const usd = operationUsd(current, board, divisas?.quote?.usdAmount ?? null, couponAmount);
  const serverErrors = serverFieldErrors(create.error);
  const threshold = board?.declarationThresholdUsd ?? null;
  const needsSignature =
    serverErrors.declarationSignature !== undefined ||
    (usd !== null && threshold !== null && needsDeclaration(usd, threshold));
  const problems: FormProblems = { ...fundsProblems(current, needsSignature), ...receiptProblems(current) };
  // The same errors keep the same object: the memoized fields below skip a keystroke that changes none.
  const shownErrors = useStableValue<FormProblems>({ ...(tried ? problems : {}), ...serverErrors });

  // Stable handlers, so a keystroke in the amount re-renders the amount and the quote, not the whole form.
  const update = useCallback(
    (patch: Partial<QuoteForm>) => {
      setForm((previous) => ({ ...previous, ...patch }));
      resetCreate();
    },
    [resetCreate],
  );
  const chooseKind = useCallback(
    (kind: QuoteForm['kind']) => update({ kind, destinationAccountId: null }),
    [update],
  );
  const chooseBank = useCallback((bankId: number) => update({ bankId }), [update]);
  const chooseDestination = useCallback(
    (destinationAccountId: number) => update({ destinationAccountId }),
    [update],
  );
  const applyCoupon = useCallback((promoCode: string | null) => update({ promoCode }), [update]);
  const choosePoints = useCallback((pointsToRedeem: number) => update({ pointsToRedeem }), [update]);
  const changeDivisas = useCallback(
    (value: CalculatorValue) =>
      update({ direction: value.direction, mode: value.edited, amountText: value.text }),
    [update],
  );

  function submit() {
    setTried(true);
    if (Object.keys(problems).length > 0) {
      showFirstInvalid();
      return;
    }
    const body = toNewOrderRequest(current, '', linkCode);
    if (body === null) return;
    const { idempotencyKey: _unused, ...rest } = body;
    attempt.current = attemptFor(attempt.current, rest);
    create.mutate(
      { ...rest, idempotencyKey: attempt.current.key },
      { onSuccess: onCreated, onError: showFirstInvalid },
    );
  }

  const hasOrder = current.bankId !== null && formAmount(current) !== null && destinationId !== null;
  const canSubmit =
    hasOrder &&
    (isDivisas
      ? divisas?.quote != null && board?.open === true
      : settled && quote.isSuccess && !quote.isFetching);
  const createError =
    create.isError && Object.keys(serverErrors).length === 0 ? messageOf(create.error) : null;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Box ref={fields} sx={{ display: 'grid', gap: 3 }}>
        {notice && <Alert severity="info">{notice}</Alert>}
        <KindToggle value={form.kind} onChange={chooseKind} />
        {banksLoading ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <PaymentBankPicker banks={paymentBanks} value={form.bankId} onChange={chooseBank} />
        )}
        {isDivisas ? (
          <DivisasAmount rates={rates} form={form} isIndicative={isIndicative} onChange={changeDivisas} />
        ) : (
          <AmountField
            mode={form.mode}
            text={form.amountText}
            onModeChange={(mode) => update({ mode })}
            onTextChange={(amountText) => update({ amountText })}
          />
        )}
        {accounts.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          <DestinationSelect
            options={options}
            value={destinationId}
            onChange={chooseDestination}
            accountsPath={accountsPath}
            disabled={form.bankId === null}
            banks={banks}
            {...(isDivisas && {
              hint: exchangeEs.destinationHint(exchangeEs.currencyName[receiveCurrency]),
              emptyText: exchangeEs.noAccountsIn(exchangeEs.currencyName[receiveCurrency]),
            })}
          />
        )}
        {isDivisas ? null : referredCode && !form.promoCode ? (
          <Alert severity="success">{t.referral(referredCode)}</Alert>
        ) : (
          <CouponField
            sendAmount={couponSendAmount}
            bankId={form.bankId}
            applied={form.promoCode}
            onApplied={applyCoupon}
          />
        )}
        {!isDivisas && points.data && (
          <PointsSelect summary={points.data} value={form.pointsToRedeem} onChange={choosePoints} />
        )}
        <FundsOriginFields
          origin={form.fundsOrigin}
          detail={form.fundsOriginDetail}
          signature={form.declarationSignature}
          declarationThreshold={needsSignature && threshold ? formatCurrency(threshold, 'USD') : null}
          errors={shownErrors}
          onChange={update}
        />
        <ReceiptChoice
          receipt={form.receipt}
          ruc={form.facturaRuc}
          razonSocial={form.facturaRazonSocial}
          errors={shownErrors}
          onChange={update}
        />
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
        <Box aria-live="polite" aria-busy={!isDivisas && (quote.isFetching || !settled)}>
          {!isDivisas && (quote.isFetching || !settled) && request !== null && (
            <LinearProgress aria-label={t.quoting} sx={{ mb: 1 }} />
          )}
          {isDivisas ? (
            divisas?.quote ? (
              <ExchangeSummary {...divisas.quote} savings={divisas.quote.savings} indicative={isIndicative} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {divisas?.error ?? t.quoteEmpty}
              </Typography>
            )
          ) : (
            <>
              {quoteError && <Alert severity="error">{quoteError}</Alert>}
              {!quoteError && quote.data && request !== null && (
                <Box sx={{ display: 'grid', gap: 1.5 }}>
                  <QuoteSummary quote={quote.data} />
                  <QuoteTiming quote={quote.data} />
                </Box>
              )}
              {!quoteError && toQuoteRequest(current) === null && (
                <Typography variant="body2" color="text.secondary">
                  {t.quoteEmpty}
                </Typography>
              )}
            </>
          )}
        </Box>
        <LimitBar />
        {createError && <Alert severity="error">{createError}</Alert>}
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

/**
 * Divisas' amounts: the calculator on the board in force, or why dollars are not taken now; without a lock
 * for this customer, said before the order is created.
 */
function DivisasAmount({
  rates,
  form,
  isIndicative,
  onChange,
}: {
  rates: ReturnType<typeof useExchangeRates>;
  form: QuoteForm;
  isIndicative: boolean;
  onChange: (value: CalculatorValue) => void;
}) {
  if (rates.isPending) return <Skeleton variant="rounded" height={120} />;
  if (rates.isError) return <Alert severity="error">{exchangeEs.loadFailed}</Alert>;
  const board = rates.data;
  if (!board.enabled) return <Alert severity="info">{exchangeEs.off}</Alert>;
  if (board.id === null) return <Alert severity="info">{exchangeEs.noBoard}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {!board.open && <Alert severity="info">{exchangeEs.closed(board.hoursText)}</Alert>}
      {isIndicative && <IndicativeRate />}
      <ExchangeCalculator
        rates={board}
        value={{ direction: form.direction, edited: form.mode, text: form.amountText }}
        indicative={isIndicative}
        onChange={onChange}
      />
    </Box>
  );
}

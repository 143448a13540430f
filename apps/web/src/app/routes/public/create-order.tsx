import {
  bankEndpoints,
  orderEndpoints,
  type Bank,
  type LiveQuote,
  type QuoteRequest,
} from '@cambix/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { selectIsLoggedIn, selectRole, useSessionStore } from '@/features/auth';
import { calculatorFromLink, ExchangeCalculatorCard, type ExchangeStart } from '@/features/exchange';
import { QuoteTiming, ServiceHoursNote, TransferTimesList } from '@/features/service-hours';
import { createOrderEs as t } from '@/i18n/create-order.ts';
import { exchangeEs } from '@/i18n/exchange.ts';
import { serviceHoursEs } from '@/i18n/service-hours.ts';
import { apiCall, isApiError } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { formatSoles, isPositiveAmount, parseAmountInput } from '@/lib/money.ts';
import { useAmountTyping } from '@/lib/use-amount-typing.ts';
import { saveOrderDraft, type SaldoDraft } from '@/lib/order-draft.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';
import './create-order.css';

/** The quote waits this long after the last keystroke, like nueva-orden. */
const QUOTE_DELAY_MS = 350;

type Mode = 'send' | 'receive';
type QuoteState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; quote: LiveQuote }
  | { kind: 'error'; message: string };

function QuoteRows({ quote }: { quote: LiveQuote }) {
  const rows = [
    [t.rows.send, formatSoles(quote.sendAmount)],
    [quote.isFlatFee ? t.rows.flatFee : t.rows.percentFee(quote.commissionPercent), formatSoles(quote.fee)],
    [t.rows.finalFee, formatSoles(quote.finalFee)],
  ] as const;
  return (
    <dl className="cx-quote__rows">
      {rows.map(([label, value]) => (
        <div className="cx-quote__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="cx-quote__row cx-quote__row--total">
        <dt>{t.rows.receive}</dt>
        <dd>{formatSoles(quote.receiveAmount)}</dd>
      </div>
    </dl>
  );
}

type Tab = 'saldo' | 'divisas';

/**
 * /crear-orden: the public calculators, cambio de saldo with the server's quote (the application key signs
 * it) and dollars on the published board, live on an anonymous socket. 'Crear orden' / 'Empezar' keeps the
 * amounts as a draft through sign-in or registration, and nueva-orden starts from it. A rate alert's link
 * (`?divisas=venta&usd=1000.00`) opens the dollars' calculator on its operation and amount.
 */
export default function CreateOrderPage({ search }: Partial<PageProps>) {
  const navigate = useNavigate();
  const isCustomer = useSessionStore((state) => selectIsLoggedIn(state) && selectRole(state) === 'Cliente');
  const [fromLink] = useState(() => (search ? calculatorFromLink(search) : null));
  const [tab, setTab] = useState<Tab>(fromLink ? 'divisas' : 'saldo');
  // The saldo calculator's amounts, kept if the visitor registers from the footer instead.
  const saldoDraft = useRef<SaldoDraft | null>(null);

  function startDivisas(start: ExchangeStart) {
    saveOrderDraft({ kind: 'divisas', ...start });
    void navigate(isCustomer ? paths.customer.newOrder() : paths.login);
  }

  return (
    <FormCard
      title={tab === 'saldo' ? t.heading : exchangeEs.heading}
      intro={tab === 'saldo' ? t.intro : t.divisasIntro}
      header={
        <div className="cx-calculator-switch">
          <ChoiceGroup
            label={exchangeEs.tabs.label}
            name="calculator"
            value={tab}
            options={[
              { value: 'saldo', label: exchangeEs.tabs.saldo },
              { value: 'divisas', label: exchangeEs.tabs.divisas },
            ]}
            onChange={(event) => setTab(event.target.value as Tab)}
          />
        </div>
      }
      footer={
        isCustomer ? undefined : (
          <>
            {t.haveNoAccount}{' '}
            <Link
              className="cx-link"
              to={paths.register}
              onClick={() => {
                if (tab === 'saldo' && saldoDraft.current) saveOrderDraft(saldoDraft.current);
              }}
            >
              {t.register}
            </Link>
          </>
        )
      }
    >
      <div className="cx-stack">
        <ServiceHoursNote />
        {tab === 'saldo' ? (
          <SaldoCalculator isCustomer={isCustomer} draftRef={saldoDraft} />
        ) : (
          // The light shell has no query cache of its own: the board is read through the app's.
          <QueryClientProvider client={queryClient}>
            <ExchangeCalculatorCard
              anonymous
              initial={fromLink}
              startLabel={exchangeEs.startPublic}
              hint={isCustomer ? undefined : exchangeEs.startHint}
              onStart={startDivisas}
            />
          </QueryClientProvider>
        )}
        <TransferTimesList />
      </div>
    </FormCard>
  );
}

/** Cambio de saldo: bank and amount, with the server's quote. */
function SaldoCalculator({
  isCustomer,
  draftRef,
}: {
  isCustomer: boolean;
  draftRef: RefObject<SaldoDraft | null>;
}) {
  const navigate = useNavigate();
  const [allBanks, setAllBanks] = useState<Bank[] | null>(null);
  const banks = allBanks?.filter((bank) => bank.hasCollectionAccount) ?? null;
  const [banksFailed, setBanksFailed] = useState(false);
  const [bankId, setBankId] = useState('');
  // Only for when the money arrives: the visitor has no account yet.
  const [destinationBankId, setDestinationBankId] = useState('');
  const [mode, setMode] = useState<Mode>('send');
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<{ request: string; state: QuoteState } | null>(null);

  const amount = parseAmountInput(text);
  const { inputRef: amountRef, onChange: onAmountChange } = useAmountTyping(text, setText);
  const invalid = text.trim() !== '' && amount === null;
  const ready = bankId !== '' && isPositiveAmount(amount);

  useEffect(() => {
    const controller = new AbortController();
    apiCall(bankEndpoints.list, { signal: controller.signal })
      .then(setAllBanks)
      .catch(() => {
        if (!controller.signal.aborted) setBanksFailed(true);
      });
    return () => controller.abort();
  }, []);

  const request = ready
    ? JSON.stringify({
        bankId: Number(bankId),
        ...(destinationBankId === '' ? {} : { destinationBankId: Number(destinationBankId) }),
        ...(mode === 'send' ? { sendAmount: amount } : { receiveAmount: amount }),
      })
    : null;

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiCall(orderEndpoints.quote, { body: JSON.parse(request) as QuoteRequest, signal: controller.signal })
        .then((result) => setAnswer({ request, state: { kind: 'ready', quote: result } }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = isApiError(error) ? error.message : t.quoteEmpty;
          setAnswer({ request, state: { kind: 'error', message } });
        });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request]);

  // The answer shown is the one for the request on screen; until it arrives the quote is loading.
  const quote: QuoteState =
    request === null ? { kind: 'idle' } : answer?.request === request ? answer.state : { kind: 'loading' };

  const draft: SaldoDraft | null = ready ? { bankId: Number(bankId), mode, amount } : null;
  const draftText = JSON.stringify(draft);
  useEffect(() => {
    draftRef.current = JSON.parse(draftText) as SaldoDraft | null;
  }, [draftRef, draftText]);

  function keepDraft() {
    if (draft) saveOrderDraft(draft);
  }

  function create() {
    keepDraft();
    void navigate(isCustomer ? paths.customer.newOrder() : paths.login);
  }

  const bankOptions = [
    { value: '', label: t.chooseBank },
    ...(banks ?? []).map((bank) => ({ value: String(bank.id), label: bank.name })),
  ];
  const destinationOptions = [
    { value: '', label: serviceHoursEs.arrival.anyBank },
    ...(allBanks ?? []).map((bank) => ({ value: String(bank.id), label: bank.name })),
  ];

  return (
    <div className="cx-stack">
      {banksFailed && <Alert tone="error">{t.banksFailed}</Alert>}
      <SelectField
        label={t.bank}
        name="bankId"
        value={bankId}
        options={bankOptions}
        disabled={banks === null}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => setBankId(event.target.value)}
      />
      <SelectField
        label={serviceHoursEs.arrival.chooseBank}
        name="destinationBankId"
        value={destinationBankId}
        options={destinationOptions}
        disabled={allBanks === null}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => setDestinationBankId(event.target.value)}
      />
      <ChoiceGroup
        label={t.mode}
        name="mode"
        value={mode}
        options={[
          { value: 'send', label: t.modes.send },
          { value: 'receive', label: t.modes.receive },
        ]}
        onChange={(event) => setMode(event.target.value as Mode)}
      />
      <TextField
        label={mode === 'send' ? t.sendAmount : t.receiveAmount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        ref={amountRef}
        onChange={onAmountChange}
        error={invalid ? t.amountInvalid : undefined}
        hint={t.amountHint}
      />
      <div className="cx-quote" aria-live="polite" aria-busy={quote.kind === 'loading'}>
        {quote.kind === 'idle' && <p className="cx-quote__empty">{t.quoteEmpty}</p>}
        {quote.kind === 'loading' && <p className="cx-quote__empty">{t.quoting}</p>}
        {quote.kind === 'error' && <Alert tone="error">{quote.message}</Alert>}
        {quote.kind === 'ready' && <QuoteRows quote={quote.quote} />}
        {quote.kind === 'ready' && <QuoteTiming quote={quote.quote} />}
      </div>
      <p className="cx-quote__note">{t.note}</p>
      <Button block onClick={create} disabled={quote.kind !== 'ready'}>
        {t.create}
      </Button>
      {!isCustomer && <p className="cx-quote__note">{t.createHint}</p>}
    </div>
  );
}

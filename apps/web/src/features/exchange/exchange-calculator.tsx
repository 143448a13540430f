import { formatRate, type ExchangeRates } from '@cambix/contract';
import { Icon } from '@/components/ui/icons.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import { formatTime } from '@/lib/dates.ts';
import { formatCurrency, formatSoles } from '@/lib/money.ts';
import { useAmountTyping } from '@/lib/use-amount-typing.ts';
import { calculate, swapDirection, type CalculatorValue } from './calculator-state.ts';
import './exchange-calculator.css';

const SYMBOL = { PEN: 'S/', USD: 'US$' } as const;
const CURRENCY = {
  compra: { send: 'USD', receive: 'PEN' },
  venta: { send: 'PEN', receive: 'USD' },
} as const;

export interface ExchangeCalculatorProps {
  rates: ExchangeRates;
  value: CalculatorValue;
  onChange: (value: CalculatorValue) => void;
  /** No lock for this customer: the rate is a reference, fixed at payment (docs/rules/exchange.md#indicative-quotes). */
  indicative?: boolean;
}

/**
 * 'Envías' and 'Recibes' in their currencies, recomputed on every keystroke with the contract's quote on
 * the published board (either field may be typed in), the direction in words, the tier and the savings.
 */
export function ExchangeCalculator({ rates, value, onChange, indicative = false }: ExchangeCalculatorProps) {
  const view = calculate(rates, value);
  const { inputRef: sendRef, onChange: onSendChange } = useAmountTyping(view.sendText, (text) =>
    onChange({ ...value, edited: 'send', text }),
  );
  const { inputRef: receiveRef, onChange: onReceiveChange } = useAmountTyping(view.receiveText, (text) =>
    onChange({ ...value, edited: 'receive', text }),
  );
  const currencies = CURRENCY[value.direction];
  const tiers = value.direction === 'compra' ? rates.buy : rates.sell;
  const rate = view.quote?.rate ?? tiers[0]?.rate ?? null;
  const savings = view.quote && Number(view.quote.savings) > 0 ? view.quote.savings : null;

  const currencyTag = (currency: 'PEN' | 'USD') => (
    <span className="cx-exchange__currency" aria-hidden="true">
      {SYMBOL[currency]}
    </span>
  );

  return (
    <div className="cx-exchange">
      <div className="cx-exchange__fields">
        <TextField
          label={`${t.send} (${SYMBOL[currencies.send]})`}
          name="exchangeSend"
          inputMode="decimal"
          autoComplete="off"
          value={view.sendText}
          ref={sendRef}
          onChange={onSendChange}
          error={value.edited === 'send' ? (view.error ?? undefined) : undefined}
          end={currencyTag(currencies.send)}
        />
        <button
          type="button"
          className="cx-exchange__swap"
          aria-label={t.swap}
          title={t.swap}
          onClick={() => onChange(swapDirection(value))}
        >
          <Icon>
            <path d="M7 4v13M3 13l4 4 4-4M17 20V7M13 11l4-4 4 4" />
          </Icon>
        </button>
        <TextField
          label={`${t.receive} (${SYMBOL[currencies.receive]})`}
          name="exchangeReceive"
          inputMode="decimal"
          autoComplete="off"
          value={view.receiveText}
          ref={receiveRef}
          onChange={onReceiveChange}
          error={value.edited === 'receive' ? (view.error ?? undefined) : undefined}
          end={currencyTag(currencies.receive)}
        />
      </div>
      <div className="cx-exchange__facts" aria-live="polite">
        {rate && (
          <p className="cx-exchange__rate">
            {value.direction === 'compra' ? t.buying(formatRate(rate)) : t.selling(formatRate(rate))}
            {indicative && ` ${t.indicativeMark}`}
          </p>
        )}
        {view.quote && <p>{t.tier(formatCurrency(view.quote.tier.fromUsd, 'USD'))}</p>}
        {savings && <p className="cx-exchange__savings">{t.savings(formatSoles(savings))}</p>}
        {rates.publishedAt && (
          <p className="cx-exchange__updated">{t.updatedAt(formatTime(rates.publishedAt))}</p>
        )}
      </div>
    </div>
  );
}

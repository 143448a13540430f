import { formatRate, type ExchangeRates } from '@cambix/contract';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import { formatTime } from '@/lib/dates.ts';
import './today-rates.css';

/**
 * Today's compra and venta side by side (the first tier, where every calculator starts), as the server
 * published them, with the bank's board beside them and the time of publication.
 */
export function TodayRates({ rates }: { rates: ExchangeRates }) {
  const buy = rates.buy[0]?.rate;
  const sell = rates.sell[0]?.rate;
  if (!buy || !sell) return null;
  const sides = [
    { key: 'compra', label: t.today.buy, hint: t.today.buyHint, rate: buy, bank: rates.bankBuy },
    { key: 'venta', label: t.today.sell, hint: t.today.sellHint, rate: sell, bank: rates.bankSell },
  ];
  return (
    <div className="cx-today-rates">
      <dl className="cx-today-rates__sides">
        {sides.map((side) => (
          <div key={side.key} className="cx-today-rates__side">
            <dt>
              <span className="cx-today-rates__label">{side.label}</span>
              <span className="cx-today-rates__hint">{side.hint}</span>
            </dt>
            <dd>
              <span className="cx-today-rates__rate">{formatRate(side.rate)}</span>
              <span className="cx-today-rates__bank">{t.today.bank(formatRate(side.bank))}</span>
            </dd>
          </div>
        ))}
      </dl>
      {rates.publishedAt && (
        <p className="cx-today-rates__updated">{t.updatedAt(formatTime(rates.publishedAt))}</p>
      )}
    </div>
  );
}

import { formatRate, type Currency } from '@cambix/contract';
import Box from '@mui/material/Box';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import { formatCurrency, formatSoles } from '@/lib/money.ts';
import { SummaryRow } from './summary-row.tsx';

export interface ExchangeSummaryProps {
  direction: 'compra' | 'venta';
  sendAmount: string;
  sendCurrency: Currency;
  receiveAmount: string;
  receiveCurrency: Currency;
  rate: string;
  /** The calculator's savings against the bank; absent on a stored order. */
  savings?: string | null;
  /** No lock: the rate and what is received are a reference until the payment is confirmed. */
  indicative?: boolean;
}

/** A divisas operation's figures: both amounts in their currencies, the direction and the rate. */
export function ExchangeSummary(props: ExchangeSummaryProps) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <SummaryRow label={t.kind.label} value={t.direction[props.direction]} />
      <SummaryRow label={t.send} value={formatCurrency(props.sendAmount, props.sendCurrency)} />
      <SummaryRow label={props.indicative ? t.rateIndicative : t.rate} value={formatRate(props.rate)} />
      {props.savings && Number(props.savings) > 0 && (
        <SummaryRow label={t.savingsRow} value={formatSoles(props.savings)} />
      )}
      <SummaryRow
        label={props.indicative ? t.receiveIndicative : t.receive}
        value={formatCurrency(props.receiveAmount, props.receiveCurrency)}
        strong
        divided
      />
    </Box>
  );
}

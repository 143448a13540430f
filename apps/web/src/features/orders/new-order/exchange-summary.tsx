import { formatRate, type Currency } from '@cambix/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import { formatMoney, formatSoles } from '@/lib/money.ts';

export interface ExchangeSummaryProps {
  direction: 'compra' | 'venta';
  sendAmount: string;
  sendCurrency: Currency;
  receiveAmount: string;
  receiveCurrency: Currency;
  rate: string;
  /** The calculator's savings against the bank; absent on a stored order. */
  savings?: string | null;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'h3' : 'body2'}
        sx={{
          m: 0,
          fontWeight: strong ? 800 : 500,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** A divisas operation's figures: both amounts in their currencies, the direction and the rate. */
export function ExchangeSummary(props: ExchangeSummaryProps) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row label={t.kind.label} value={t.direction[props.direction]} />
      <Row label={t.send} value={formatMoney(props.sendAmount, props.sendCurrency)} />
      <Row label={t.rate} value={formatRate(props.rate)} />
      {props.savings && Number(props.savings) > 0 && (
        <Row label={t.savingsRow} value={formatSoles(props.savings)} />
      )}
      <Divider sx={{ my: 1 }} />
      <Row label={t.receive} value={formatMoney(props.receiveAmount, props.receiveCurrency)} strong />
    </Box>
  );
}

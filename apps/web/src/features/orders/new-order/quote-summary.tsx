import type { Quote } from '@cambix/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { customerEs } from '@/i18n/customer.ts';
import { formatSoles } from '@/lib/money.ts';

const rows = customerEs.newOrder.rows;

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

const isZero = (amount: string) => Number(amount) === 0;

/** Every figure of the server's quote, as the server computed it. */
/** The rows that name who sends and who receives, for readers other than the customer (staff). */
export interface QuoteSummaryLabels {
  send: string;
  receive: string;
}

export function QuoteSummary({ quote, labels }: { quote: Quote; labels?: QuoteSummaryLabels }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row label={labels?.send ?? rows.send} value={formatSoles(quote.sendAmount)} />
      <Row
        label={quote.isFlatFee ? rows.flatFee : rows.percentFee(quote.commissionPercent)}
        value={formatSoles(quote.fee)}
      />
      {!isZero(quote.discount) && (
        <Row
          label={quote.discountSource === 'referral' ? rows.referralDiscount : rows.promoDiscount}
          value={`− ${formatSoles(quote.discount)}`}
        />
      )}
      {quote.pointsRedeemed > 0 && (
        <Row label={rows.points(quote.pointsRedeemed)} value={`− ${formatSoles(quote.pointsDiscount)}`} />
      )}
      {!isZero(quote.interbankFee) && <Row label={rows.interbank} value={formatSoles(quote.interbankFee)} />}
      <Row label={rows.finalFee} value={formatSoles(quote.finalFee)} />
      <Divider sx={{ my: 1 }} />
      <Row label={labels?.receive ?? rows.receive} value={formatSoles(quote.receiveAmount)} strong />
    </Box>
  );
}

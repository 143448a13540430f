import { isPositiveMoney } from '@cambix/contract';
import type { Quote } from '@cambix/contract';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { formatSoles } from '@/lib/money.ts';
import { SummaryRow } from './summary-row.tsx';

const rows = customerEs.newOrder.rows;

const isZero = (amount: string) => !isPositiveMoney(amount);

/** Every figure of the server's quote, as the server computed it. */
/** The rows that name who sends and who receives, for readers other than the customer (staff). */
export interface QuoteSummaryLabels {
  send: string;
  receive: string;
}

export const QuoteSummary = memo(function QuoteSummary({
  quote,
  labels,
}: {
  quote: Quote;
  labels?: QuoteSummaryLabels;
}) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <SummaryRow label={labels?.send ?? rows.send} value={formatSoles(quote.sendAmount)} />
      <SummaryRow
        label={quote.isFlatFee ? rows.flatFee : rows.percentFee(quote.commissionPercent)}
        value={formatSoles(quote.fee)}
      />
      {!isZero(quote.discount) && (
        <SummaryRow
          label={quote.discountSource === 'referral' ? rows.referralDiscount : rows.promoDiscount}
          value={`− ${formatSoles(quote.discount)}`}
        />
      )}
      {quote.pointsRedeemed > 0 && (
        <SummaryRow
          label={rows.points(quote.pointsRedeemed)}
          value={`− ${formatSoles(quote.pointsDiscount)}`}
        />
      )}
      {!isZero(quote.interbankFee) && (
        <SummaryRow label={rows.interbank} value={formatSoles(quote.interbankFee)} />
      )}
      <SummaryRow label={rows.finalFee} value={formatSoles(quote.finalFee)} />
      <SummaryRow
        label={labels?.receive ?? rows.receive}
        value={formatSoles(quote.receiveAmount)}
        strong
        divided
      />
    </Box>
  );
});

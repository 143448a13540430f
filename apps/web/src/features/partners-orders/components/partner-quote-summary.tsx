import { isPositiveMoney } from '@cambix/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PartnerQuote } from '@cambix/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatSoles } from '@/lib/money.ts';

const t = partnersEs.form;

export interface PartnerQuoteSummaryProps {
  /** False while the amount or the payment bank is missing: nothing has been asked. */
  isRequested: boolean;
  quote: UseQueryResult<PartnerQuote>;
}

/** What the client sends, the fees and what arrives, as the server quotes it; announced as it changes. */
export function PartnerQuoteSummary({ isRequested, quote }: PartnerQuoteSummaryProps) {
  const q = quote.data?.quote;
  return (
    <Box
      aria-live="polite"
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 0.5, mt: 0.5 }}
    >
      {!isRequested ? (
        <Typography variant="body2" color="text.secondary">
          {t.quoteHint}
        </Typography>
      ) : quote.isError ? (
        <Typography variant="body2" color="error">
          {isApiError(quote.error) ? quote.error.message : partnersEs.common.unexpected}
        </Typography>
      ) : !q ? (
        <Typography variant="body2" color="text.secondary">
          {t.quoting}
        </Typography>
      ) : (
        <Box
          component="dl"
          data-testid="partner-quote"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            justifyContent: 'space-between',
            rowGap: 0.25,
            '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
            opacity: quote.isFetching ? 0.6 : 1,
          }}
        >
          <dt>{t.quote.send}</dt>
          <dd>{formatSoles(q.sendAmount)}</dd>
          <dt>{t.quote.fee}</dt>
          <dd>{formatSoles(q.finalFee)}</dd>
          {isPositiveMoney(q.interbankFee) && (
            <>
              <dt>{t.quote.interbank}</dt>
              <dd>{formatSoles(q.interbankFee)}</dd>
            </>
          )}
          <Box component="dt" sx={{ fontWeight: 800 }}>
            {t.quote.receive}
          </Box>
          <Box component="dd" sx={{ fontWeight: 800 }}>
            {formatSoles(q.receiveAmount)}
          </Box>
        </Box>
      )}
    </Box>
  );
}

import { formatRate, type ExchangeDirection } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { calculate, useExchangeRates, useLiveRates } from '@/features/exchange';
import { partnersEs } from '@/i18n/partners.ts';
import { formatCurrency } from '@/lib/money.ts';
import { usePartnerRateLock } from '../api/get-partner-rate-lock.ts';

const t = partnersEs.form;

export interface PartnerExchangeSummaryProps {
  direction: ExchangeDirection;
  /** As typed in the amount field. */
  sendAmount: string;
  /** The partner staff act for; null for a partner's own user. */
  partnerId: number | null;
}

/**
 * A dollar order's figures as the server will price them: the contract's own quote on the board in force,
 * kept live by the socket, as a customer's calculator (docs/rules/exchange.md#the-quote). No commission; the
 * rate holds for the lock time from the moment the order is created, unless the server says the partner's
 * orders get no lock (docs/rules/exchange.md#indicative-quotes): then it is a reference, said before creating.
 */
export function PartnerExchangeSummary({ direction, sendAmount, partnerId }: PartnerExchangeSummaryProps) {
  useLiveRates();
  const rates = useExchangeRates();
  const isIndicative = usePartnerRateLock(partnerId).data?.indicative === true;
  const board = rates.data;
  const view =
    board && board.id !== null ? calculate(board, { direction, edited: 'send', text: sendAmount }) : null;
  const q = view?.quote ?? null;
  let message: { text: string; isError: boolean } | null = null;
  if (rates.isError) message = { text: partnersEs.common.unexpected, isError: true };
  else if (!board) message = { text: t.quoting, isError: false };
  else if (!board.enabled) message = { text: t.exchange.off, isError: true };
  else if (board.id === null) message = { text: t.exchange.noBoard, isError: true };
  else if (view?.error) message = { text: view.error, isError: true };
  else if (!q) message = { text: t.exchange.hint, isError: false };
  return (
    <Box
      aria-live="polite"
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 0.5, mt: 0.5 }}
    >
      {isIndicative && board?.enabled && <Alert severity="info">{t.exchange.indicative}</Alert>}
      {message ? (
        <Typography variant="body2" color={message.isError ? 'error' : 'text.secondary'}>
          {message.text}
        </Typography>
      ) : (
        q && (
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
            }}
          >
            <dt>{t.quote.send}</dt>
            <dd>{formatCurrency(q.sendAmount, q.sendCurrency)}</dd>
            <dt>{isIndicative ? t.exchange.rateIndicative : t.exchange.rate}</dt>
            <dd>{formatRate(q.rate)}</dd>
            <Box component="dt" sx={{ fontWeight: 800 }}>
              {isIndicative ? t.exchange.receiveIndicative : t.quote.receive}
            </Box>
            <Box component="dd" sx={{ fontWeight: 800 }}>
              {formatCurrency(q.receiveAmount, q.receiveCurrency)}
            </Box>
          </Box>
        )
      )}
      {board && board.id !== null && board.enabled && (
        <Typography variant="caption" color="text.secondary">
          {!board.open
            ? t.exchange.closed(board.hoursText)
            : isIndicative
              ? t.exchange.noFee
              : t.exchange.lock(board.lockMinutes)}
        </Typography>
      )}
    </Box>
  );
}

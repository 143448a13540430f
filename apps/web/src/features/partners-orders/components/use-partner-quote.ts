import type { PartnerQuoteRequest } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { isPositiveAmount, parseAmountInput } from '@/lib/money.ts';
import { quotePartnerOrder } from '../api/quote-partner-order.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import type { NewOrderValues } from './new-order-form.ts';

/**
 * The server's live quote of a cambio de saldo, asked once typing pauses; no request while amount or payment
 * bank is missing, nor for a dollar order.
 */
export function usePartnerQuote(control: Control<NewOrderValues>, partnerId: number | null) {
  const [bankId, paymentBankId, sendAmount, operation] = useWatch({
    control,
    name: ['bankId', 'paymentBankId', 'sendAmount', 'operation'],
  });
  const amount = parseAmountInput(sendAmount);
  // A dollar order is quoted in the browser on the published board (PartnerExchangeSummary).
  const quoteRequest = useDebouncedValue<PartnerQuoteRequest | null>(
    operation === 'saldo' && isPositiveAmount(amount) && paymentBankId
      ? {
          ...(partnerId !== null && { partnerId }),
          paymentBankId: Number(paymentBankId),
          sendAmount: amount,
          ...(bankId && { destinationBankId: Number(bankId) }),
        }
      : null,
    400,
  );
  const quote = useQuery({
    queryKey: ['partner', 'quote', quoteRequest],
    queryFn: ({ signal }) => quotePartnerOrder(quoteRequest as PartnerQuoteRequest, signal),
    enabled: quoteRequest !== null,
    staleTime: 30_000,
  });
  return { quoteRequest, quote };
}

import { useState } from 'react';
import { useExchangeRates } from '@/features/exchange';
import { isApiError } from '@/lib/api-client.ts';
import { formatCurrency } from '@/lib/money.ts';

/**
 * The declaración jurada a refusal asks for under its field (a re-quote, or finalizing an indicative order,
 * whose dollars now reach the threshold): asked for from then on, its signature sent with the next try.
 */
export function useAskedDeclaration(error: unknown) {
  const threshold = useExchangeRates().data?.declarationThresholdUsd ?? null;
  const [asked, setAsked] = useState(false);
  const [signature, setSignature] = useState('');
  return {
    /** The threshold in words while the signature is asked for; null before. */
    threshold: asked && threshold ? formatCurrency(threshold, 'USD') : null,
    signature,
    setSignature,
    /** The refusal's words under the field, when the last try was refused for it. */
    fieldError: isApiError(error) ? error.fields.declarationSignature : undefined,
    /** The request with the signature once it is asked for. */
    signed: <T extends object>(request: T): T & { declarationSignature?: string } =>
      asked ? { ...request, declarationSignature: signature } : request,
    /** Notes a refusal that asks for the signature. */
    noteRefusal: (refusal: unknown) => {
      if (isApiError(refusal) && refusal.fields.declarationSignature !== undefined) setAsked(true);
    },
  };
}

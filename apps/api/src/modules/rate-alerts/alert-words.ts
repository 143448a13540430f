import { formatCurrency, formatRate, type RateAlertCondition } from '@cambix/contract';

/** "te vendemos dólares a S/ 3.700 o menos": the alert in the words its mails and pushes use. */
export function alertInWords(condition: RateAlertCondition, rate: string): string {
  return condition === 'atOrBelow'
    ? `te vendemos dólares a ${formatRate(rate)} o menos`
    : `te compramos dólares a ${formatRate(rate)} o más`;
}

export const amountInWords = (amountUsd: string) => formatCurrency(amountUsd, 'USD');

import { ORDER_STATUS, type Order } from '@cambix/contract';

/** The four steps of nueva-orden: quote, pay, voucher, finalize. */
export const STEP = { quote: 0, pay: 1, voucher: 2, finalize: 3 } as const;
export type WizardStep = (typeof STEP)[keyof typeof STEP];

/** Where a returning customer continues: no open order quotes; an open one pays, or finalizes once its voucher is in. */
export function resumeStep(order: Order | null | undefined): WizardStep {
  if (!order || order.status !== ORDER_STATUS.TEMPORAL) return STEP.quote;
  return order.voucher ? STEP.finalize : STEP.pay;
}

/** `1:02:05` or `14:09`: the time left until `expiresAt`, never below zero. */
export function formatTimeLeft(expiresAt: string, now: number): string {
  const total = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

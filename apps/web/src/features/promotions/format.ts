import type { PromoDiscountKind, PromoSummary } from '@cambix/contract';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';
import { formatSoles } from '@/lib/money.ts';
import { percentFigure } from '@/lib/percent.ts';

const t = staffCouponsEs;
/** `25 %` off the commission, or `S/ 15.00` off it. */
export function formatDiscount(kind: PromoDiscountKind, value: string): string {
  return kind === 'percent' ? t.discount.percent(percentFigure(value)) : formatSoles(value);
}

/** `2026-11-27` → `27/11/2026` (the server's days are already Lima's). */
export const formatDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The coupon's window in Lima days, both ends inclusive. */
export function formatValidity(promo: Pick<PromoSummary, 'validFrom' | 'validTo'>): string {
  const { validFrom: from, validTo: to } = promo;
  if (from && to) return t.validity.range(formatDay(from), formatDay(to));
  if (from) return t.validity.from(formatDay(from));
  if (to) return t.validity.until(formatDay(to));
  return t.validity.always;
}

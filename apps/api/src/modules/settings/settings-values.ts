import { formatRateValue, parseRate, type Settings, type SettingsKey } from '@cambix/contract';
import { formatMoney, parseMoney } from '../../platform/money.ts';

/** `1500.5` → `1500.50`: one spelling per amount, so equal values compare equal wherever they are read. */
export const twoDecimals = (value: string): string => formatMoney(parseMoney(value));

/** A section as it is stored: amounts and percentages with two decimals. */
export function normalizeSection<K extends SettingsKey>(key: K, value: Settings[K]): Settings[K] {
  if (key === 'fees') {
    const fees = value as Settings['fees'];
    return {
      ...fees,
      minOrder: twoDecimals(fees.minOrder),
      maxOrder: twoDecimals(fees.maxOrder),
      flatFeeThreshold: twoDecimals(fees.flatFeeThreshold),
      flatFee: twoDecimals(fees.flatFee),
      commissionOptions: fees.commissionOptions.map(twoDecimals),
      defaultCommission: twoDecimals(fees.defaultCommission),
      interbankFee: twoDecimals(fees.interbankFee),
    } as Settings[K];
  }
  if (key === 'limits') {
    const limits = value as Settings['limits'];
    return {
      ...limits,
      porValidar: twoDecimals(limits.porValidar),
      activo: twoDecimals(limits.activo),
      premium: twoDecimals(limits.premium),
    } as Settings[K];
  }
  if (key === 'referrals') {
    const referrals = value as Settings['referrals'];
    return { ...referrals, referredDiscount: twoDecimals(referrals.referredDiscount) } as Settings[K];
  }
  if (key === 'finance') {
    const finance = value as Settings['finance'];
    return {
      ...finance,
      concepts: finance.concepts.map((concept) => concept.trim()),
      fourEyesAbove: finance.fourEyesAbove === null ? null : twoDecimals(finance.fourEyesAbove),
    } as Settings[K];
  }
  if (key === 'divisas') {
    const divisas = value as Settings['divisas'];
    return {
      ...divisas,
      bankBuy: formatRateValue(parseRate(divisas.bankBuy)),
      bankSell: formatRateValue(parseRate(divisas.bankSell)),
      maxSpreadPercent: twoDecimals(divisas.maxSpreadPercent),
      declarationThresholdUsd: twoDecimals(divisas.declarationThresholdUsd),
    } as Settings[K];
  }
  if (key === 'compliance') {
    const compliance = value as Settings['compliance'];
    return {
      ...compliance,
      registerSingleUsd: twoDecimals(compliance.registerSingleUsd),
      registerMonthlyUsd: twoDecimals(compliance.registerMonthlyUsd),
      listMatchSimilarity: twoDecimals(compliance.listMatchSimilarity),
    } as Settings[K];
  }
  if (key === 'service') {
    const service = value as Settings['service'];
    // Holidays in date order: the list reads as a calendar wherever it is shown.
    return {
      ...service,
      holidays: [...service.holidays].sort((a, b) => a.date.localeCompare(b.date)),
    } as Settings[K];
  }
  if (key === 'company' || key === 'contact' || key === 'security') return value;
  const points = value as Settings['points'];
  return { ...points, redeemValue: twoDecimals(points.redeemValue) } as Settings[K];
}

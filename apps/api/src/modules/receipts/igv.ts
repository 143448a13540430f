import type { IgvTreatment } from '@cambix/contract';
import { divideHalfUp, formatMoney, parseMoney } from '../../platform/money.ts';

/** IGV in hundredths of a percent (18 %): the commission is an "operación gravada" (decision 101). */
export const IGV_PERCENT = 1800n;
/** As the boleta prints it. */
export const IGV_PERCENT_TEXT = '18';

export interface IgvSplit {
  /** The "Op. gravada": the total without IGV, rounded half-up to the céntimo. */
  taxableAmount: string;
  /** The rest of the total, so the two always add up to what was charged. */
  igvAmount: string;
}

/**
 * docs/rules/receipts.md#igv: the commission charged already includes IGV. The base is total / 1.18 rounded
 * half-up; the IGV is the difference, never rounded on its own.
 */
export function splitIgv(total: string): IgvSplit {
  const cents = parseMoney(total);
  const taxable = divideHalfUp(cents * 10_000n, 10_000n + IGV_PERCENT);
  return { taxableAmount: formatMoney(taxable), igvAmount: formatMoney(cents - taxable) };
}

/** The one rule of which charge is gravada: a cambio de saldo's commission; a divisas spread is inafecta. */
export function igvTreatmentOf(kind: 'saldo' | 'divisas'): IgvTreatment {
  return kind === 'divisas' ? 'inafecta' : 'gravada';
}

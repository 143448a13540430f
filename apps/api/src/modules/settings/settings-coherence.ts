import { formatSoles } from '@cambix/contract';
import type {
  DivisasSettings,
  FeeSettings,
  LimitSettings,
  ServiceSettings,
  Settings,
  SettingsKey,
} from '@cambix/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { banks, settings } from '../../platform/db/schema/index.ts';
import { formatMoney, maxOf, parseMoney } from '../../platform/money.ts';
import { assertNoProblems, problem, type Problem } from '../../platform/refusal.ts';
import { quote } from '../orders/index.ts';
import { readStoredSettings } from './get-settings.ts';
import { hoursAgainstTheRest, serviceAgainstTheRest } from './service-coherence.ts';

/** The other sections a save of each one is checked against; their rows are locked with its own. */
export const CHECKED_WITH: Record<SettingsKey, SettingsKey[]> = {
  fees: ['limits'],
  limits: ['fees'],
  points: [],
  referrals: [],
  finance: [],
  company: [],
  contact: [],
  divisas: ['service'],
  service: ['divisas'],
  security: [],
  compliance: [],
};

/**
 * The commission of the list that leaves nothing to receive where the commission starts (the smallest
 * amount it applies to, paid out to another bank, with no discount and no points: they only lower the
 * fee). Asked of the quote itself, so this check and the orders it protects cannot disagree. Below that
 * amount the fee is flat, and the contract's schema already holds flat fee plus interbank fee under the
 * minimum order.
 */
function commissionProblems(fees: FeeSettings): Problem[] {
  const firstPercentOrder = maxOf(parseMoney(fees.flatFeeThreshold), parseMoney(fees.minOrder));
  if (firstPercentOrder > parseMoney(fees.maxOrder)) return [];
  const sendAmount = formatMoney(firstPercentOrder);
  const failing = fees.commissionOptions.find((commissionPercent) => {
    const result = quote(
      {
        fees,
        commissionPercent,
        bankMaxOrder: null,
        discount: null,
        points: { balance: 0, redeemPoints: 1, redeemValue: '0.00' },
        interbankFee: fees.interbankFee,
      },
      { sendAmount },
    );
    return !result.ok && result.reason === 'RECEIVE_NOT_POSITIVE';
  });
  if (!failing) return [];
  return [
    problem(
      'commissionOptions',
      'VALIDATION_FAILED',
      `Con ${failing} %, una orden de ${formatSoles(sendAmount)} a otro banco no dejaría nada por recibir.`,
    ),
  ];
}

async function feesAgainstTheRest(tx: Tx, fees: FeeSettings): Promise<Problem[]> {
  const limits = await readStoredSettings(tx, 'limits');
  const min = parseMoney(fees.minOrder);
  if (min > parseMoney(limits.porValidar)) {
    return [
      problem(
        'minOrder',
        'VALIDATION_FAILED',
        `No puede superar el límite mensual de una cuenta por validar (${formatSoles(limits.porValidar)}).`,
      ),
    ];
  }
  const capped = await tx
    .select({ shortName: banks.shortName, maxOrderAmount: banks.maxOrderAmount })
    .from(banks)
    .where(and(eq(banks.active, true), isNotNull(banks.maxOrderAmount)));
  const below = capped.find((bank) => bank.maxOrderAmount !== null && parseMoney(bank.maxOrderAmount) < min);
  if (!below?.maxOrderAmount) return [];
  return [
    problem(
      'minOrder',
      'VALIDATION_FAILED',
      `No puede superar el máximo por orden de ${below.shortName} (${formatSoles(below.maxOrderAmount)}).`,
    ),
  ];
}

async function limitsAgainstTheRest(tx: Tx, limits: LimitSettings): Promise<Problem[]> {
  const fees = await readStoredSettings(tx, 'fees');
  if (parseMoney(limits.porValidar) >= parseMoney(fees.minOrder)) return [];
  return [
    problem(
      'porValidar',
      'VALIDATION_FAILED',
      `No puede ser menor que el mínimo por orden (${formatSoles(fees.minOrder)}).`,
    ),
  ];
}

/**
 * What the contract's schema cannot see from one form (decision 075): no order the fees allow may leave
 * nothing to receive, no tier limit or bank maximum may sit below the minimum order, and no transfer cut-off
 * may fall outside the weekly hours (decision 183). Run inside the
 * save's transaction, with the rows of `CHECKED_WITH` locked, against the other sections as stored.
 */
export async function assertCoherentSection<K extends SettingsKey>(
  tx: Tx,
  key: K,
  value: Settings[K],
): Promise<void> {
  if (key === 'fees') {
    const fees = value as FeeSettings;
    const own = commissionProblems(fees);
    assertNoProblems(own.length > 0 ? own : await feesAgainstTheRest(tx, fees));
  } else if (key === 'limits') {
    assertNoProblems(await limitsAgainstTheRest(tx, value as LimitSettings));
  } else if (key === 'service') {
    assertNoProblems(await serviceAgainstTheRest(tx, value as ServiceSettings));
  } else if (key === 'divisas') {
    assertNoProblems(await hoursAgainstTheRest(tx, (value as DivisasSettings).hours));
  }
}

/**
 * An active bank's per-order maximum may not sit below the minimum order: nobody could pay from it. The
 * fees row is held (FOR SHARE) so a fee save checking the banks waits for this one, and the other way round.
 */
export async function assertBankMaxFits(
  tx: Tx,
  bank: { active: boolean; maxOrderAmount: string | null },
): Promise<void> {
  await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, 'fees')).for('share');
  if (!bank.active || bank.maxOrderAmount === null) return;
  const { minOrder } = await readStoredSettings(tx, 'fees');
  if (parseMoney(bank.maxOrderAmount) >= parseMoney(minOrder)) return;
  assertNoProblems([
    problem(
      'maxOrderAmount',
      'VALIDATION_FAILED',
      `No puede ser menor que el mínimo por orden (${formatSoles(minOrder)}).`,
    ),
  ]);
}

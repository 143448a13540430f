import {
  ERROR_MESSAGES,
  formatSoles,
  type OrderDestination,
  type Quote as QuoteView,
} from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { CacheReader } from '../../platform/context.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { bankAccounts, bankAccountTypes, banks } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { parseMoney } from '../../platform/money.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { type PromoRow, checkPromoAmount, findUsablePromo } from '../promotions/index.ts';
import { isOwnersAccount } from '../referrals/index.ts';
import { getSettings } from '../settings/index.ts';
import { hasFinalizedOrder, type CustomerTerms } from './customer-terms.ts';
import type { DestinationRow } from './order-inputs.ts';
import { quote, type QuoteInput, type QuoteRefusal, type QuoteRules } from './quote.ts';

export interface PriceRequest {
  bankId: number;
  sendAmount?: string | undefined;
  receiveAmount?: string | undefined;
  destinationAccountId?: number | undefined;
  /** Without an account (the public calculator): the bank the money goes to. */
  destinationBankId?: number | undefined;
  promoCode?: string | undefined;
  pointsToRedeem?: number | undefined;
}

type BankRow = typeof banks.$inferSelect;

export interface PricedOrder {
  quote: QuoteView;
  bank: BankRow;
  destination: { accountId: number; snapshot: OrderDestination } | null;
  promo: PromoRow | null;
  /** The referral code of the customer's first order, when it is in force for this one. */
  referralCode: string | null;
}

async function findBank(db: Queryable, bankId: number): Promise<BankRow | null> {
  const [bank] = await db
    .select()
    .from(banks)
    .where(and(eq(banks.id, bankId), eq(banks.active, true)));
  return bank ?? null;
}

function bankOrRefuse(bank: BankRow | null): BankRow {
  if (!bank) throw refuse([problem('bankId', 'BANK_NOT_FOUND')]);
  return bank;
}

/** The active bank an order is paid from, or the refusal under `bankId`. */
export async function findPaymentBank(db: Queryable, bankId: number): Promise<BankRow> {
  return bankOrRefuse(await findBank(db, bankId));
}

/** The destination must be one of the customer's accounts in the currency they receive; another bank than the payment bank needs its CCI. */
export async function findDestination(
  db: Queryable,
  userId: number,
  accountId: number,
  paymentBank: Pick<BankRow, 'id'>,
  holderName: string,
  receiveCurrency: 'PEN' | 'USD' = 'PEN',
): Promise<NonNullable<PricedOrder['destination']>> {
  const [row] = await db
    .select({ account: bankAccounts, bank: banks, type: bankAccountTypes })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .innerJoin(bankAccountTypes, eq(bankAccountTypes.id, bankAccounts.accountTypeId))
    .where(
      and(eq(bankAccounts.id, accountId), eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)),
    );
  return toDestination(row ?? null, paymentBank, holderName, receiveCurrency);
}

/**
 * `findDestination`'s checks on a row already read (null: not one of the customer's accounts). The account
 * is in the currency the customer receives (docs/rules/exchange.md#accounts-and-currencies): soles but for
 * a divisas `venta`.
 */
export function toDestination(
  row: DestinationRow | null,
  paymentBank: Pick<BankRow, 'id'>,
  holderName: string,
  receiveCurrency: 'PEN' | 'USD' = 'PEN',
): NonNullable<PricedOrder['destination']> {
  if (!row) throw refuse([problem('destinationAccountId', 'DESTINATION_ACCOUNT_INVALID')]);
  if (row.account.currency !== receiveCurrency)
    throw refuse([problem('destinationAccountId', 'CURRENCY_MISMATCH')]);
  if (row.bank.id !== paymentBank.id && !row.account.cci)
    throw refuse([problem('destinationAccountId', 'DESTINATION_CCI_REQUIRED')]);
  return {
    accountId: row.account.id,
    snapshot: {
      bankId: row.bank.id,
      bankCode: row.bank.code,
      bankName: row.bank.name,
      accountType: row.type.name,
      accountNumber: row.account.accountNumber,
      cci: row.account.cci,
      currency: row.account.currency,
      alias: row.account.alias,
      holderName,
    },
  };
}

function refusalOf(refusal: QuoteRefusal, field: string, bank: BankRow): AppError {
  if (refusal.reason === 'RECEIVE_NOT_POSITIVE') {
    const message = ERROR_MESSAGES.QUOTE_RECEIVE_NOT_POSITIVE;
    return new AppError('QUOTE_RECEIVE_NOT_POSITIVE', {
      fields: { [field]: message },
      extra: { receiveAmount: refusal.receiveAmount },
    });
  }
  const limit = formatSoles(refusal.limit);
  const text = {
    BELOW_MIN: { code: 'QUOTE_BELOW_MIN', message: `El monto mínimo por orden es ${limit}.` },
    ABOVE_MAX: { code: 'QUOTE_ABOVE_MAX', message: `El monto máximo por orden es ${limit}.` },
    ABOVE_BANK_MAX: {
      code: 'QUOTE_ABOVE_BANK_MAX',
      message: `El monto máximo por orden pagando desde ${bank.shortName} es ${limit}.`,
    },
  }[refusal.reason] as {
    code: 'QUOTE_BELOW_MIN' | 'QUOTE_ABOVE_MAX' | 'QUOTE_ABOVE_BANK_MAX';
    message: string;
  };
  return new AppError(text.code, {
    message: text.message,
    fields: { [field]: text.message },
    extra: { limit: refusal.limit },
  });
}

export interface PricingCustomer {
  terms: CustomerTerms;
  /** The customer's full name, the holder of their own accounts. */
  holderName: string;
  /** Whether an order of theirs is finalized, when already read (a coupon for first orders asks). */
  hasFinalizedOrder?: boolean;
}

/**
 * The server's quote (docs/rules/fees-and-quotes.md#the-quote) for a customer, or for anyone when `customer`
 * is null (the default commission, no coupon check per customer, no points). Inside an order's transaction
 * pass `tx`: the coupon row is locked so its last use cannot be taken twice.
 */
export async function priceOrder(
  ctx: CacheReader,
  request: PriceRequest,
  customer: PricingCustomer | null,
  now: Date,
  tx?: Tx,
): Promise<PricedOrder> {
  const db = tx ?? ctx.db;
  const bank = bankOrRefuse(await findBank(db, request.bankId));
  const destination =
    customer && request.destinationAccountId !== undefined
      ? await findDestination(
          db,
          customer.terms.userId,
          request.destinationAccountId,
          bank,
          customer.holderName,
        )
      : null;
  return priceFound(ctx, request, customer, { bank, destination }, now, tx);
}

/**
 * `priceOrder` with the payment bank and the destination row already read (a new order reads them with
 * the rest of its inputs); the same checks, in the same order.
 */
export function priceWithRows(
  ctx: CacheReader,
  request: PriceRequest,
  customer: PricingCustomer,
  rows: { bank: BankRow | null; destination: DestinationRow | null },
  now: Date,
  tx: Tx,
): Promise<PricedOrder> {
  const bank = bankOrRefuse(rows.bank);
  const destination =
    request.destinationAccountId !== undefined
      ? toDestination(rows.destination, bank, customer.holderName)
      : null;
  return priceFound(ctx, request, customer, { bank, destination }, now, tx);
}

/** The money goes to another bank than the payment bank: the account's bank, or the one named without it. */
function isInterbank(
  bank: BankRow,
  destination: PricedOrder['destination'],
  destinationBankId: number | undefined,
): boolean {
  const bankId = destination?.snapshot.bankId ?? destinationBankId;
  return bankId !== undefined && bankId !== bank.id;
}

async function priceFound(
  ctx: CacheReader,
  request: PriceRequest,
  customer: PricingCustomer | null,
  { bank, destination }: { bank: BankRow; destination: PricedOrder['destination'] },
  now: Date,
  tx?: Tx,
): Promise<PricedOrder> {
  const db = tx ?? ctx.db;
  const [fees, pointRules] = [await getSettings(ctx, 'fees', db), await getSettings(ctx, 'points', db)];

  const wanted = customer ? (request.pointsToRedeem ?? 0) : 0;
  if (customer && wanted > customer.terms.pointsBalance)
    throw refuse([problem('pointsToRedeem', 'POINTS_NOT_ENOUGH')]);
  const referral = customer?.terms.referral ?? null;
  // docs/rules/coupons-and-referrals.md#anti-abuse: no referral discount paid out to the owner's account.
  if (referral && destination && (await isOwnersAccount(db, referral.ownerUserId, destination.snapshot)))
    throw refuse([problem('destinationAccountId', 'REFERRAL_SHARED_ACCOUNT')]);
  const rules: QuoteRules = {
    fees,
    commissionPercent: customer?.terms.commissionPercent ?? fees.defaultCommission,
    bankMaxOrder: bank.maxOrderAmount,
    discount: referral ? { kind: 'percent', value: referral.percentDiscount } : null,
    points: {
      balance: customer?.terms.pointsBalance ?? 0,
      redeemPoints: pointRules.redeemPoints,
      redeemValue: pointRules.redeemValue,
    },
    interbankFee: isInterbank(bank, destination, request.destinationBankId) ? fees.interbankFee : null,
  };
  const input: QuoteInput =
    request.sendAmount !== undefined
      ? { sendAmount: request.sendAmount, pointsToRedeem: wanted }
      : { receiveAmount: request.receiveAmount ?? '0', pointsToRedeem: wanted };
  const field = request.sendAmount !== undefined ? 'sendAmount' : 'receiveAmount';

  let result = quote(rules, input);
  if (!result.ok) throw refusalOf(result, field, bank);
  let promo: PromoRow | null = null;
  if (request.promoCode) {
    promo = await findUsablePromo(
      tx ?? db,
      {
        code: request.promoCode,
        userId: customer?.terms.userId ?? null,
        sendAmount: parseMoney(result.quote.sendAmount),
        paymentBankId: bank.id,
        flatFeeThreshold: parseMoney(fees.flatFeeThreshold),
        hasFinalizedOrder: () =>
          customer
            ? customer.hasFinalizedOrder !== undefined
              ? Promise.resolve(customer.hasFinalizedOrder)
              : hasFinalizedOrder(db, customer.terms.userId)
            : Promise.resolve(false),
        referralInForce: referral !== null,
        now,
      },
      tx ? { tx } : undefined,
    );
    result = quote({ ...rules, discount: { kind: promo.discountKind, value: promo.discountValue } }, input);
    if (!result.ok) throw refusalOf(result, field, bank);
    // From the amount to receive, the discount lowers the amount sent: the coupon's limits hold for that one.
    checkPromoAmount(promo, parseMoney(result.quote.sendAmount), parseMoney(fees.flatFeeThreshold));
  }

  const hasDiscount = result.quote.discount !== '0.00';
  return {
    quote: {
      ...result.quote,
      discountSource: hasDiscount ? (promo ? 'promo' : referral ? 'referral' : null) : null,
    },
    bank,
    destination,
    promo,
    referralCode: referral?.code ?? null,
  };
}

export interface PartnerPriceRequest {
  bankId: number;
  sendAmount: string;
  /** The client's destination bank: another bank than the payment bank adds the interbank fee. */
  destinationBankId?: number | undefined;
}

/**
 * A partner order's quote (docs/rules/partners.md#partner-orders): the partner's commission (null: the
 * default), the usual minimum, maximum, flat fee and interbank fee; no coupon, referral or points.
 */
export async function pricePartnerOrder(
  ctx: CacheReader,
  request: PartnerPriceRequest,
  commissionPercent: string | null,
  db: Queryable = ctx.db,
): Promise<{ quote: QuoteView; bank: BankRow }> {
  const bank = bankOrRefuse(await findBank(db, request.bankId));
  const fees = await getSettings(ctx, 'fees', db);
  const rules: QuoteRules = {
    fees,
    commissionPercent: commissionPercent ?? fees.defaultCommission,
    bankMaxOrder: bank.maxOrderAmount,
    discount: null,
    points: { balance: 0, redeemPoints: 1, redeemValue: '0.00' },
    interbankFee:
      request.destinationBankId !== undefined && request.destinationBankId !== bank.id
        ? fees.interbankFee
        : null,
  };
  const result = quote(rules, { sendAmount: request.sendAmount });
  if (!result.ok) throw refusalOf(result, 'sendAmount', bank);
  return { quote: { ...result.quote, discountSource: null }, bank };
}

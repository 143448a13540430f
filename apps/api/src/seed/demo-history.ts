import {
  cciCheckDigits,
  ORDER_CODE_ALPHABET,
  ORDER_CODE_LENGTH,
  ROLE_IDS,
  TERMS_VERSION,
} from '@cambix/contract';
import { newOrderRequest } from '@cambix/contract/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { loadSharp } from '../platform/sharp.ts';
import type { AppContext } from '../platform/context.ts';
import type { Tx } from '../platform/db/client.ts';
import {
  bankAccounts,
  bankAccountTypes,
  banks,
  cambixAccounts,
  ledgerEntries,
  users,
} from '../platform/db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { createEventBus } from '../platform/events.ts';
import type { Principal } from '../platform/http/access.ts';
import { limaDay, limaDayStart, shiftDay } from '../platform/lima-calendar.ts';
import type { Mailer } from '../platform/mail-queue.ts';
import { formatMoney, parseMoney, parseSignedMoney } from '../platform/money.ts';
import { saveManualMovement } from '../modules/ledger/index.ts';
import {
  approvePayment,
  cancelOrder,
  observeOrder,
  payOutOrder,
  rejectPayment,
} from '../modules/order-pipeline/index.ts';
import {
  attachVoucher,
  createOrder,
  expireTemporaryOrders,
  finalizeOrder,
  randomCode,
} from '../modules/orders/index.ts';
import { pointsBalance } from '../modules/points/index.ts';
import { DEMO_MOVEMENTS, recordDemoMovement } from './demo-finance.ts';
import {
  ANA_HISTORY,
  CANCELLATION_REASONS,
  HISTORY_CUSTOMERS,
  HISTORY_DAYS,
  OBSERVATION_NOTES,
  REJECTION_REASONS,
} from './demo-history-customers.ts';

// The demo's past (decisions 111, 112): about 90 days of orders, each moved through the same use cases a
// customer and staff use, on a clock set to when it happened, so every figure (ledger, boletas, points,
// referrals, notifications, reports) agrees with the orders. Drawn from a seeded generator: every fresh demo
// has the same orders, codes and amounts, only dated back from the day it starts.

const MINUTE_MS = 60_000;
const SEED = 20_261_127;
/** Any fixed number besides the seed's and the expiry sweep's: two instances starting together seed once. */
const HISTORY_LOCK = 7_240_318;

/** Lima business hours of a weekday (Monday to Friday) and of Saturday, minutes after midnight; Sunday closed. */
export const BUSINESS_HOURS = {
  weekday: { open: 9 * 60, close: 19 * 60 },
  saturday: { open: 9 * 60, close: 13 * 60 },
} as const;

/** The Lima business hours of a day 'YYYY-MM-DD', or null on Sunday. */
export function businessHoursOf(day: string): { open: number; close: number } | null {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0) return null;
  return weekday === 6 ? BUSINESS_HOURS.saturday : BUSINESS_HOURS.weekday;
}

/** mulberry32: small, fast and the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    digits: (length: number) => Array.from({ length }, () => Math.floor(next() * 10)).join(''),
  };
}
type Generator = ReturnType<typeof generator>;

/** A UUID from the generator, so the idempotency keys are the same on every run too. */
function uuidFrom(random: Generator): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const ACCOUNT_LENGTH: Record<string, number> = {
  '002': 14,
  '003': 13,
  '011': 18,
  '009': 10,
  '038': 12,
  '035': 12,
  '018': 11,
  '054': 14,
  '049': 14,
};

/** What an order ends as: most finish; the rest show every other turn an order can take. */
type Outcome = 'finished' | 'fixed' | 'rejected' | 'cancelled' | 'abandoned';
/** Where the newest orders stop, so every queue has work waiting (decision 112). */
type OpenStop = 'temporal' | 'pending' | 'approved' | 'observed';

interface Customer {
  id: number;
  dni: string;
  weight: number;
  typicalAmount: number;
  registeredOn: string;
  /** Their PEN accounts: bank code, account id. */
  accounts: { bankCode: string; id: number }[];
}

interface PlannedOrder {
  customer: Customer;
  sendAmount: string;
  paymentBankCode: string;
  destinationAccountId: number;
  promoCode: string | undefined;
  redeem: boolean;
  outcome: Outcome;
  stop: OpenStop | null;
  idempotencyKey: string;
  code: string;
  createdAt: Date;
  random: Generator;
}

/** Steps of all orders on one timeline, run oldest first. */
interface Step {
  at: Date;
  seq: number;
  run: () => Promise<void>;
}

const PAYMENT_BANKS = ['002', '003', '011', '009'] as const;

/** A mailer that sends nothing: the customers of the past already had their mails. */
const silentMailer: Mailer = { enqueue: async () => undefined, drain: async () => undefined };

function roundAmount(value: number): number {
  const step = value < 1000 ? 10 : value < 5000 ? 50 : 100;
  return Math.max(120, Math.min(30_000, Math.round(value / step) * step));
}

async function voucherImages(): Promise<Buffer[]> {
  const colors = ['#0b4f9c', '#0f766e', '#1d4ed8', '#b91c1c'];
  const sharp = await loadSharp();
  return Promise.all(
    colors.map((background) =>
      sharp({ create: { width: 360, height: 640, channels: 3, background } })
        .composite([
          {
            input: {
              create: { width: 300, height: 420, channels: 3, background: '#ffffff' },
            },
            top: 110,
            left: 30,
          },
        ])
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
}

function cciOf(bankCode: string, accountNumber: string): string {
  const first18 = `${bankCode}${'100'}${accountNumber.slice(-12).padStart(12, '0')}`;
  return `${first18}${cciCheckDigits(first18)}`;
}

/** Limits and commission as staff left them; the history's heavy customers are premium (a higher limit). */
const PREMIUM_DNIS = new Set(['70348215', '72836410']);

async function insertCustomers(tx: Tx, lastDay: string, adminId: number): Promise<Customer[]> {
  const types = await tx
    .select({ typeId: bankAccountTypes.id, bankId: banks.id, code: banks.code })
    .from(bankAccountTypes)
    .innerJoin(banks, eq(banks.id, bankAccountTypes.bankId))
    .where(eq(bankAccountTypes.code, 'AHORROS'));
  const typeOf = (code: string) => {
    const type = types.find((candidate) => candidate.code === code);
    if (!type) throw new Error(`demo history bank ${code} missing`);
    return type;
  };
  const random = generator(SEED);
  const passwordHash = (
    await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.documentNumber, ANA_HISTORY.dni))
  )[0]?.passwordHash;
  const customers: Customer[] = [];
  for (const person of HISTORY_CUSTOMERS) {
    const registeredOn = shiftDay(lastDay, -person.registeredDaysAgo);
    const registeredAt = new Date(
      limaDayStart(registeredOn).getTime() + (10 * 60 + random.int(0, 480)) * MINUTE_MS,
    );
    const reviewedAt = new Date(registeredAt.getTime() + random.int(20, 90) * MINUTE_MS);
    const [user] = await tx
      .insert(users)
      .values({
        roleId: ROLE_IDS.Cliente,
        documentType: 'DNI',
        documentNumber: person.dni,
        nombres: person.nombres,
        apellidoPaterno: person.apellidoPaterno,
        apellidoMaterno: person.apellidoMaterno,
        email: person.email,
        celular: person.celular,
        passwordHash: passwordHash ?? null,
        kycStep: 0,
        accountStatus: 'ACTIVO',
        isPremium: PREMIUM_DNIS.has(person.dni),
        referredByCode: person.referredByAna ? 'ANA2026' : null,
        ...person.kyc,
        profileUpdatedAt: registeredAt,
        surveyAnsweredAt: registeredAt,
        termsAcceptedAt: registeredAt,
        termsVersion: TERMS_VERSION,
        dataConsentAt: registeredAt,
        reviewedAt,
        reviewedBy: adminId,
        createdAt: registeredAt,
        updatedAt: reviewedAt,
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`demo history customer ${person.dni} not inserted`);
    const accounts: Customer['accounts'] = [];
    for (const code of person.banks) {
      const type = typeOf(code);
      const accountNumber = random.digits(ACCOUNT_LENGTH[code] ?? 14);
      const [account] = await tx
        .insert(bankAccounts)
        .values({
          userId: user.id,
          bankId: type.bankId,
          accountTypeId: type.typeId,
          currency: 'PEN',
          accountNumber,
          cci: cciOf(code, accountNumber),
          holderDeclaredAt: registeredAt,
          createdAt: registeredAt,
        })
        .returning({ id: bankAccounts.id });
      accounts.push({ bankCode: code, id: account!.id });
    }
    customers.push({
      id: user.id,
      dni: person.dni,
      weight: person.weight,
      typicalAmount: person.typicalAmount,
      registeredOn,
      accounts,
    });
  }
  return customers;
}

/** Ana's accounts (her BCP one from the seed and one more), so her Historial shows her own orders. */
async function anaAsCustomer(tx: Tx, lastDay: string): Promise<Customer> {
  const [ana] = await tx
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.documentNumber, ANA_HISTORY.dni));
  if (!ana) throw new Error('demo customer Ana missing');
  const [type] = await tx
    .select({ typeId: bankAccountTypes.id, bankId: banks.id })
    .from(bankAccountTypes)
    .innerJoin(banks, eq(banks.id, bankAccountTypes.bankId))
    .where(and(eq(banks.code, ANA_HISTORY.extraBank), eq(bankAccountTypes.code, 'AHORROS')));
  const accountNumber = '2003118765432';
  await tx.insert(bankAccounts).values({
    userId: ana.id,
    bankId: type!.bankId,
    accountTypeId: type!.typeId,
    currency: 'PEN',
    accountNumber,
    cci: cciOf(ANA_HISTORY.extraBank, accountNumber),
    alias: 'Sueldo Interbank',
    holderDeclaredAt: ana.createdAt,
  });
  // She signed up before the history began.
  const since = limaDayStart(shiftDay(lastDay, -HISTORY_DAYS - 10));
  await tx.update(users).set({ createdAt: since }).where(eq(users.id, ana.id));
  const accounts = await tx
    .select({ id: bankAccounts.id, bankCode: banks.code })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .where(eq(bankAccounts.userId, ana.id))
    .orderBy(bankAccounts.id);
  return {
    id: ana.id,
    dni: ANA_HISTORY.dni,
    weight: ANA_HISTORY.weight,
    typicalAmount: ANA_HISTORY.typicalAmount,
    registeredOn: shiftDay(lastDay, -HISTORY_DAYS - 10),
    accounts,
  };
}

function pickWeighted(random: Generator, candidates: Customer[]): Customer {
  const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0);
  let roll = random.next() * total;
  for (const candidate of candidates) {
    roll -= candidate.weight;
    if (roll < 0) return candidate;
  }
  return candidates[candidates.length - 1]!;
}

function drawOutcome(random: Generator): Outcome {
  const roll = random.next();
  if (roll < 0.82) return 'finished';
  if (roll < 0.86) return 'fixed';
  if (roll < 0.91) return 'rejected';
  if (roll < 0.93) return 'cancelled';
  return 'abandoned';
}

function drawCode(random: Generator): string {
  return Array.from(
    { length: ORDER_CODE_LENGTH },
    () => ORDER_CODE_ALPHABET[Math.floor(random.next() * ORDER_CODE_ALPHABET.length)],
  ).join('');
}

/** The orders of one day: a few customers each (one order each), at times that leave the day's work inside hours. */
function planDay(day: string, daysAgo: number, customers: Customer[], lastDayEnd: Date): PlannedOrder[] {
  const hours = businessHoursOf(day);
  if (!hours) return [];
  const random = generator(SEED + daysAgo * 7919);
  const eligible = customers.filter((customer) => customer.registeredOn < day);
  // The last two days are busier: the orders still open at the start come from them.
  const wanted =
    hours === BUSINESS_HOURS.saturday ? random.int(1, 2) : daysAgo <= 2 ? random.int(4, 6) : random.int(1, 4);
  const chosen: Customer[] = [];
  for (let i = 0; i < wanted && chosen.length < eligible.length; i++) {
    chosen.push(
      pickWeighted(
        random,
        eligible.filter((candidate) => !chosen.includes(candidate)),
      ),
    );
  }
  const orders: PlannedOrder[] = [];
  for (const customer of chosen) {
    // Each order's steps take at most about two hours: it starts early enough to end before closing.
    const minute = random.int(hours.open + 5, hours.close - 150);
    const createdAt = new Date(limaDayStart(day).getTime() + minute * MINUTE_MS);
    if (createdAt >= lastDayEnd) continue;
    const amount = roundAmount(customer.typicalAmount * (0.35 + random.next() * 1.6));
    const firstBank = customer.accounts[0]!.bankCode;
    const paymentBankCode = (PAYMENT_BANKS as readonly string[]).includes(firstBank)
      ? firstBank
      : random.pick(PAYMENT_BANKS);
    const sameBank = customer.accounts.find((account) => account.bankCode === paymentBankCode);
    const destination = sameBank && random.next() < 0.7 ? sameBank : random.pick(customer.accounts);
    const couponRoll = random.next();
    const promoCode =
      amount < 1000
        ? undefined
        : couponRoll < 0.06
          ? 'CAMBIX10'
          : couponRoll < 0.12 && paymentBankCode === '002'
            ? 'BCP15'
            : undefined;
    orders.push({
      customer,
      sendAmount: `${amount}.00`,
      paymentBankCode,
      destinationAccountId: destination.id,
      promoCode,
      redeem: random.next() < 0.3,
      outcome: drawOutcome(random),
      stop: null,
      idempotencyKey: uuidFrom(random),
      code: drawCode(random),
      createdAt,
      random: generator(SEED + daysAgo * 7919 + orders.length * 104_729 + 1),
    });
  }
  return orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The newest orders stop short: two temporary, three paid and waiting, two approved, one observed. */
const OPEN_STOPS: OpenStop[] = [
  'observed',
  'approved',
  'pending',
  'temporal',
  'approved',
  'pending',
  'pending',
  'temporal',
];

interface Staff {
  payments: Principal;
  payouts: Principal;
}

function principal(userId: number, role: Principal['role']): Principal {
  return { userId, role, sessionId: 'demo-history', authTime: 0 };
}

/** Whether a use case refused (a limit reached, a coupon used up): the history skips that order and goes on. */
function refused(error: unknown): boolean {
  return error instanceof AppError;
}

/**
 * The history of one order as timeline steps: created, paid with a voucher, approved by Pagos, paid out by
 * Devoluciones (or rejected, observed and fixed or cancelled, abandoned), each at its own minute.
 */
function orderSteps(
  ctx: AppContext,
  codes: { next: string | null },
  order: PlannedOrder,
  staff: Staff,
  vouchers: Buffer[],
  bankIds: Map<string, number>,
): { at: Date; run: () => Promise<void> }[] {
  const random = order.random;
  let orderId = 0;
  let at = order.createdAt.getTime();
  const later = (minutes: number) => {
    at += minutes * MINUTE_MS;
    return new Date(at);
  };
  const alive = () => orderId !== 0;
  const voucher = () => ({ data: vouchers[random.int(0, vouchers.length - 1)]!, filename: 'constancia.jpg' });
  const operation = () => random.digits(8);
  const steps: { at: Date; run: () => Promise<void> }[] = [];
  const step = (minutes: number, run: () => Promise<unknown>) => {
    steps.push({
      at: later(minutes),
      run: async () => {
        if (!alive()) return;
        try {
          await run();
        } catch (error) {
          if (!refused(error)) throw error;
          orderId = 0;
        }
      },
    });
  };

  steps.push({
    at: new Date(at),
    run: async () => {
      const points = order.redeem ? await pointsBalance(ctx.db, order.customer.id) : 0;
      const request = newOrderRequest.parse({
        idempotencyKey: order.idempotencyKey,
        bankId: bankIds.get(order.paymentBankCode),
        sendAmount: order.sendAmount,
        destinationAccountId: order.destinationAccountId,
        // Below the declaración jurada's threshold: the demo's amounts stay under US$ 5,000.
        fundsOrigin: 'ahorros',
        ...(order.promoCode ? { promoCode: order.promoCode } : {}),
        ...(points >= 100 ? { pointsToRedeem: Math.floor(points / 100) * 100 } : {}),
      });
      const create = async (withPromo: boolean) => {
        codes.next = order.code;
        return createOrder(
          ctx,
          order.customer.id,
          withPromo ? request : { ...request, promoCode: undefined },
        );
      };
      // A refusal (the monthly limit reached, a coupon used up) is what the customer would have met:
      // without the coupon they try once more, else the order is not made.
      for (const withPromo of order.promoCode ? [true, false] : [false]) {
        try {
          orderId = (await create(withPromo)).id;
          return;
        } catch (error) {
          if (!refused(error)) throw error;
        }
      }
    },
  });
  if (order.outcome === 'abandoned' || order.stop === 'temporal') return steps;

  const owner = order.customer.id;
  step(random.int(3, 12), () =>
    attachVoucher(ctx, { orderId, ownerId: owner, file: voucher(), operationNumber: operation() }),
  );
  step(random.int(1, 3), () => finalizeOrder(ctx, { orderId, ownerId: owner, actor: owner }));
  if (order.stop === 'pending') return steps;

  if (order.outcome === 'rejected') {
    step(random.int(10, 40), () =>
      rejectPayment(ctx, staff.payments, orderId, random.pick(REJECTION_REASONS)),
    );
    return steps;
  }
  step(random.int(10, 35), () =>
    approvePayment(ctx, staff.payments, orderId, { operationNumber: operation() }),
  );
  if (order.stop === 'approved') return steps;

  if (order.outcome === 'fixed' || order.outcome === 'cancelled' || order.stop === 'observed') {
    step(random.int(8, 20), () => observeOrder(ctx, staff.payouts, orderId, random.pick(OBSERVATION_NOTES)));
    if (order.stop === 'observed') return steps;
    if (order.outcome === 'cancelled') {
      step(random.int(40, 70), () =>
        cancelOrder(ctx, staff.payouts, orderId, random.pick(CANCELLATION_REASONS)),
      );
      return steps;
    }
    step(random.int(15, 40), () =>
      attachVoucher(ctx, { orderId, ownerId: owner, file: voucher(), operationNumber: operation() }),
    );
    step(random.int(1, 3), () => finalizeOrder(ctx, { orderId, ownerId: owner, actor: owner }));
  }
  step(random.int(8, 25), () =>
    payOutOrder(ctx, staff.payouts, orderId, { fields: { operationNumber: operation() }, file: voucher() }),
  );
  return steps;
}

interface AccountRef {
  id: number;
  purpose: 'collection' | 'payout';
}

async function balanceOf(ctx: AppContext, accountId: number): Promise<bigint> {
  const [last] = await ctx.db
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.cambixAccountId, accountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return last ? parseSignedMoney(last.balanceAfter) : 0n;
}

/** Payout accounts low after the day are topped up from the fullest collection account, as treasury does. */
async function fundPayouts(ctx: AppContext, accounts: AccountRef[], adminId: number, random: Generator) {
  const FLOOR = parseMoney('60000.00');
  const TOP_UP = parseMoney('80000.00');
  const RESERVE = parseMoney('20000.00');
  for (const payout of accounts.filter((account) => account.purpose === 'payout')) {
    const balance = await balanceOf(ctx, payout.id);
    if (balance >= FLOOR) continue;
    const collections = await Promise.all(
      accounts
        .filter((account) => account.purpose === 'collection')
        .map(async (account) => ({ account, balance: await balanceOf(ctx, account.id) })),
    );
    const fullest = collections.sort((a, b) => (b.balance > a.balance ? 1 : -1))[0];
    if (!fullest || fullest.balance - RESERVE <= 0n) continue;
    const wanted = TOP_UP - balance;
    const amount = wanted < fullest.balance - RESERVE ? wanted : fullest.balance - RESERVE;
    await ctx.db.transaction(async (tx) => {
      await saveManualMovement(
        tx,
        {
          type: 'transfer',
          state: 'recorded',
          cambixAccountId: fullest.account.id,
          toAccountId: payout.id,
          concept: 'Transferencia entre cuentas',
          amount: formatMoney(amount),
          operatedOn: limaDay(ctx.now()),
          note: 'Fondeo de la cuenta de devoluciones',
          operationNumber: random.digits(8),
          attachmentKey: null,
          attachmentMime: null,
          createdBy: adminId,
        },
        ctx.now(),
      );
    });
  }
}

async function staffOf(ctx: AppContext): Promise<{ staff: Staff; adminId: number }> {
  const rows = await ctx.db
    .select({ id: users.id, documentNumber: users.documentNumber })
    .from(users)
    .where(inArray(users.documentNumber, ['10000001', '10000003']));
  const admin = rows.find((row) => row.documentNumber === '10000001');
  const colaborador = rows.find((row) => row.documentNumber === '10000003');
  if (!admin || !colaborador) throw new Error('demo staff missing');
  return {
    adminId: admin.id,
    staff: {
      payments: principal(colaborador.id, 'Colaborador'),
      payouts: principal(admin.id, 'Administrador'),
    },
  };
}

/**
 * Seeds the demo history of the `days` before `until` (the start), once: a database whose history customers
 * exist already is left alone. Returns how many orders it made, or null when it did nothing.
 */
export async function seedDemoHistory(
  base: AppContext,
  until: Date,
  { days = HISTORY_DAYS }: { days?: number } = {},
): Promise<{ orders: number } | null> {
  let clock = until;
  // The code drawn for the order being created; a code already taken falls back to a random one.
  const codes: { next: string | null } = { next: null };
  const ctx: AppContext = {
    ...base,
    mailer: silentMailer,
    events: createEventBus(base.log),
    now: () => clock,
    orderCode: () => {
      const code = codes.next ?? randomCode();
      codes.next = null;
      return code;
    },
  };
  const lastDay = limaDay(until);
  const { staff, adminId } = await staffOf(ctx);

  const customers = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const [already] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.documentNumber, HISTORY_CUSTOMERS[0]!.dni));
    if (already) return null;
    return [await anaAsCustomer(tx, lastDay), ...(await insertCustomers(tx, lastDay, adminId))];
  });
  if (!customers) return null;

  const bankRows = await ctx.db.select({ id: banks.id, code: banks.code }).from(banks);
  const bankIds = new Map(bankRows.map((row) => [row.code, row.id]));
  const accounts = (await ctx.db
    .select({ id: cambixAccounts.id, purpose: cambixAccounts.purpose })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.currency, 'PEN'))
    .orderBy(cambixAccounts.id)) as AccountRef[];
  const vouchers = await voucherImages();

  const planned: PlannedOrder[] = [];
  for (let daysAgo = days; daysAgo >= 0; daysAgo--) {
    planned.push(...planDay(shiftDay(lastDay, -daysAgo), daysAgo, customers, until));
  }
  // The newest orders stay open, one of each stop, and never abandoned.
  const newest = planned.slice(-OPEN_STOPS.length);
  newest.forEach((order, index) => {
    order.stop = OPEN_STOPS[OPEN_STOPS.length - newest.length + index] ?? null;
    if (order.outcome === 'abandoned' || order.outcome === 'rejected') order.outcome = 'finished';
    if (order.stop === 'observed') order.outcome = 'fixed';
  });

  const steps: Step[] = [];
  let seq = 0;
  for (const order of planned) {
    for (const { at, run } of orderSteps(ctx, codes, order, staff, vouchers, bankIds))
      steps.push({ at, seq: seq++, run });
  }
  // The day's closing: the expiry sweep, the treasury's top-ups; and the demo's own manual movements.
  const random = generator(SEED + 1);
  for (let daysAgo = days; daysAgo >= 1; daysAgo--) {
    const day = shiftDay(lastDay, -daysAgo);
    const hours = businessHoursOf(day);
    if (!hours) continue;
    const closing = new Date(limaDayStart(day).getTime() + (hours.close - 10) * MINUTE_MS);
    steps.push({
      at: closing,
      seq: seq++,
      run: async () => {
        await expireTemporaryOrders(ctx);
        await fundPayouts(ctx, accounts, adminId, random);
      },
    });
  }
  for (const movement of DEMO_MOVEMENTS.filter((candidate) => candidate.daysAgo < days)) {
    let day = shiftDay(lastDay, -movement.daysAgo);
    while (!businessHoursOf(day)) day = shiftDay(day, -1);
    steps.push({
      at: new Date(limaDayStart(day).getTime() + 11 * 60 * MINUTE_MS),
      seq: seq++,
      run: () => ctx.db.transaction((tx) => recordDemoMovement(tx, movement, day, adminId, ctx.now())),
    });
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
  for (const { at, run } of steps) {
    if (at > until) continue;
    clock = at;
    await run();
  }
  return { orders: planned.length };
}

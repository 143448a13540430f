import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from '@cambix/contract';
import { limaDayStart, shiftDay } from '../platform/lima-calendar.ts';
import { BUSINESS_HOURS, businessHoursOf, MINUTE_MS } from './demo-history-business-hours.ts';
import type { Customer } from './demo-history-insert-customers.ts';
import { generator, SEED, uuidFrom, type Generator } from './demo-history-random.ts';

/** What an order ends as: most finish; the rest show every other turn an order can take. */
type Outcome = 'finished' | 'fixed' | 'rejected' | 'cancelled' | 'abandoned';
/** Where the newest orders stop, so every queue has work waiting (decision 112). */
type OpenStop = 'temporal' | 'pending' | 'approved' | 'observed';

export interface PlannedOrder {
  customer: Customer;
  /** Cambio de saldo, or divisas in a direction (docs/rules/exchange.md). */
  kind: 'saldo' | 'divisas';
  direction: 'compra' | 'venta' | null;
  /** In the send currency: dollars for a compra, soles otherwise. */
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

const PAYMENT_BANKS = ['002', '003', '011', '009'] as const;

function roundAmount(value: number): number {
  const step = value < 1000 ? 10 : value < 5000 ? 50 : 100;
  return Math.max(120, Math.min(30_000, Math.round(value / step) * step));
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
      kind: 'saldo',
      direction: null,
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

/** Divisas orders from this many days back: the last weeks show dollars on Inicio, Tarjetas and Resumen. */
const DIVISAS_DAYS = 35;

/**
 * A divisas order (docs/rules/exchange.md) on about half the days of the last weeks and on each of the last two
 * business days: a compra or venta of US$ 100 to 1,200 by a customer with a dollar account, paid from that bank.
 * Every one finishes but the last two days', which stop paid (for Pagos) and approved (for Devoluciones), so
 * Tarjetas and the queues show dollars too: a rate is locked for minutes, so none is left to be fixed later.
 */
function planDivisas(
  day: string,
  daysAgo: number,
  customers: Customer[],
  lastDayEnd: Date,
  stop: OpenStop | null,
): PlannedOrder[] {
  const hours = businessHoursOf(day);
  if (!hours) return [];
  const random = generator(SEED + 31 + daysAgo * 613);
  if (random.next() < 0.45 && stop === null) return [];
  const eligible = customers.filter((customer) => customer.usdAccount && customer.registeredOn < day);
  if (eligible.length === 0) return [];
  const customer = random.pick(eligible);
  const usdAccount = customer.usdAccount!;
  const minute = random.int(hours.open + 5, hours.close - 150);
  const createdAt = new Date(limaDayStart(day).getTime() + minute * MINUTE_MS);
  if (createdAt >= lastDayEnd) return [];
  const dollars = Math.round((100 + random.next() * 1100) / 10) * 10;
  const direction = random.next() < 0.5 ? 'compra' : 'venta';
  // A venta is asked in soles: about the dollars at the board's selling rate, rounded as people do.
  const sendAmount = direction === 'compra' ? dollars : roundAmount(dollars * 3.77);
  const sameBank = customer.accounts.find((account) => account.bankCode === usdAccount.bankCode);
  return [
    {
      customer,
      kind: 'divisas',
      direction,
      sendAmount: `${sendAmount}.00`,
      paymentBankCode: usdAccount.bankCode,
      destinationAccountId:
        direction === 'venta' ? usdAccount.id : (sameBank ?? random.pick(customer.accounts)).id,
      promoCode: undefined,
      redeem: false,
      outcome: 'finished',
      stop,
      idempotencyKey: uuidFrom(random),
      code: drawCode(random),
      createdAt,
      random: generator(SEED + 31 + daysAgo * 613 + 1),
    },
  ];
}

/** Every order of the `days` before `lastDay` and of `lastDay` itself, oldest first. */
export function planOrders(
  lastDay: string,
  days: number,
  customers: Customer[],
  until: Date,
): PlannedOrder[] {
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
  // The last two business days before the start: an order waiting for Devoluciones, then one for Pagos.
  const openDays: number[] = [];
  for (let daysAgo = 1; openDays.length < 2 && daysAgo < DIVISAS_DAYS; daysAgo++) {
    if (businessHoursOf(shiftDay(lastDay, -daysAgo))) openDays.push(daysAgo);
  }
  for (let daysAgo = Math.min(days, DIVISAS_DAYS); daysAgo >= 1; daysAgo--) {
    const stop = daysAgo === openDays[0] ? 'pending' : daysAgo === openDays[1] ? 'approved' : null;
    planned.push(...planDivisas(shiftDay(lastDay, -daysAgo), daysAgo, customers, until, stop));
  }
  return planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

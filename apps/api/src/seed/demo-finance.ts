import { TRANSFER_CONCEPT, type CompanySettings } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { banks, cambixAccounts, settings, users } from '../platform/db/schema/index.ts';
import { limaDay, limaDayStart, shiftDay } from '../platform/lima-calendar.ts';
import { recordLedgerEntry, saveManualMovement } from '../modules/finance-ledger/index.ts';
import { HISTORY_DAYS } from './demo-history-customers.ts';

// The demo's money on Balance, Egreso and Movimientos (docs/rules/finance-reports.md): an opening balance
// per Cambix account and a few manual movements over the last two months, written by the ledger's own
// functions so every running balance holds.

export const DEMO_COMPANY: CompanySettings = {
  name: 'Cambix S.A.C.',
  ruc: '20609123452',
  address: 'Av. José Larco 1232, Miraflores, Lima',
  sbsRegistration: 'Resolución SBS N° 04567-2024',
};

/** What each demo account opens with, in its currency: payout accounts hold what Devoluciones pays out. */
const OPENING = {
  PEN: { collection: '20000.00', payout: '150000.00' },
  USD: { collection: '5000.00', payout: '40000.00' },
} as const;

export interface DemoMovement {
  type: 'ingreso' | 'egreso' | 'transfer';
  /** Bank code and purpose of the account (the origin of a transfer). */
  account: [string, 'collection' | 'payout'];
  to?: [string, 'collection' | 'payout'];
  concept: string;
  amount: string;
  daysAgo: number;
  note?: string;
  operationNumber?: string;
}

export const DEMO_MOVEMENTS: DemoMovement[] = [
  {
    type: 'egreso',
    account: ['002', 'collection'],
    concept: 'Comisión bancaria',
    amount: '35.00',
    daysAgo: 55,
    note: 'Mantenimiento de cuenta',
  },
  { type: 'egreso', account: ['002', 'payout'], concept: 'ITF', amount: '12.40', daysAgo: 48 },
  {
    type: 'egreso',
    account: ['003', 'payout'],
    concept: 'Pago a proveedor',
    amount: '1180.00',
    daysAgo: 40,
    note: 'Hosting y dominio',
    operationNumber: '00451287',
  },
  {
    type: 'transfer',
    account: ['002', 'collection'],
    to: ['002', 'payout'],
    concept: TRANSFER_CONCEPT,
    amount: '15000.00',
    daysAgo: 30,
    note: 'Fondeo de la cuenta de devoluciones',
    operationNumber: '00452210',
  },
  {
    type: 'ingreso',
    account: ['011', 'payout'],
    concept: 'Aporte de capital',
    amount: '50000.00',
    daysAgo: 25,
    operationNumber: '00453002',
  },
  {
    type: 'egreso',
    account: ['002', 'collection'],
    concept: 'Comisión bancaria',
    amount: '35.00',
    daysAgo: 20,
    note: 'Mantenimiento de cuenta',
  },
  { type: 'egreso', account: ['003', 'payout'], concept: 'ITF', amount: '8.75', daysAgo: 10 },
  {
    type: 'egreso',
    account: ['009', 'payout'],
    concept: 'Pago a proveedor',
    amount: '2360.00',
    daysAgo: 4,
    note: 'Licencias de software',
    operationNumber: '00455871',
  },
];

async function accountIdOf(tx: Tx, [bankCode, purpose]: [string, 'collection' | 'payout']): Promise<number> {
  const [account] = await tx
    .select({ id: cambixAccounts.id })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .where(
      and(eq(banks.code, bankCode), eq(cambixAccounts.purpose, purpose), eq(cambixAccounts.currency, 'PEN')),
    );
  if (!account) throw new Error(`demo Cambix account ${bankCode} ${purpose} missing`);
  return account.id;
}

/** The company as the printable Resumen names it (Ajustes › Empresa). */
export async function seedDemoCompany(tx: Tx): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: 'company', value: DEMO_COMPANY })
    .onConflictDoUpdate({ target: settings.key, set: { value: DEMO_COMPANY } });
}

/** One of the demo's manual movements, operated on `operatedOn`, as the Administrador recorded it. */
export async function recordDemoMovement(
  tx: Tx,
  movement: DemoMovement,
  operatedOn: string,
  adminId: number,
  now: Date,
): Promise<void> {
  await saveManualMovement(
    tx,
    {
      type: movement.type,
      state: 'recorded',
      cambixAccountId: await accountIdOf(tx, movement.account),
      toAccountId: movement.to ? await accountIdOf(tx, movement.to) : null,
      concept: movement.concept,
      amount: movement.amount,
      operatedOn,
      note: movement.note ?? null,
      operationNumber: movement.operationNumber ?? null,
      attachmentKey: null,
      attachmentMime: null,
      createdBy: adminId,
    },
    now,
  );
}

/**
 * Opening balances, then the demo's manual movements, as the Administrador recorded them. With the demo
 * history (decision 111) the accounts open before its first day, and the history records the movements on
 * their days among its orders.
 */
export async function seedDemoFinance(
  tx: Tx,
  now: Date,
  adminDni: string,
  options: { history: boolean } = { history: false },
): Promise<void> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.documentNumber, adminDni));
  if (!admin) throw new Error('demo Administrador missing');
  const today = limaDay(now);
  const opened = shiftDay(today, options.history ? -(HISTORY_DAYS + 5) : -60);
  const accounts = await tx
    .select({ id: cambixAccounts.id, purpose: cambixAccounts.purpose, currency: cambixAccounts.currency })
    .from(cambixAccounts)
    .orderBy(cambixAccounts.id);
  for (const account of accounts) {
    await recordLedgerEntry(tx, {
      cambixAccountId: account.id,
      direction: 'ingreso',
      amount: OPENING[account.currency][account.purpose],
      kind: 'opening',
      concept: 'Saldo inicial',
      operatedOn: opened,
      actorId: admin.id,
      // Recorded that morning (09:00 in Lima) when the history follows, so it comes first in every list.
      createdAt: options.history ? new Date(limaDayStart(opened).getTime() + 9 * 3_600_000) : now,
    });
  }
  if (options.history) return;
  for (const movement of DEMO_MOVEMENTS) {
    await recordDemoMovement(tx, movement, shiftDay(today, -movement.daysAgo), admin.id, now);
  }
}

import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { money, moment } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** What a register row keeps of one party (ejecutante, ordenante, beneficiario) as it was then. */
export interface RegisterParty {
  documentType: string | null;
  documentNumber: string | null;
  names: string;
  nationality: string | null;
  occupation: string | null;
  address: string | null;
  isPep: boolean | null;
}

/** The operation as it was when it entered the register (docs/rules/compliance.md#the-register). */
export interface RegisterSnapshot {
  orderCode: string;
  /** When the operation finished (paid out), UTC. */
  operatedAt: string;
  type: 'compra' | 'venta' | 'cambio de saldo';
  sendAmount: string;
  sendCurrency: 'PEN' | 'USD';
  receiveAmount: string;
  receiveCurrency: 'PEN' | 'USD';
  /** Soles per dollar: the order's own (divisas) or the middle rate it was measured by (saldo). */
  rate: string | null;
  usdEquivalent: string;
  fundsOrigin: string | null;
  fundsOriginDetail: string | null;
  declarationSignature: string | null;
  declarationSignedAt: string | null;
  channel: 'web' | 'link' | 'partner';
  partner: { id: number; name: string; ruc: string } | null;
  destination: { bankName: string; accountNumber: string; currency: 'PEN' | 'USD'; holderName: string };
  ejecutante: RegisterParty;
  ordenante: RegisterParty;
  beneficiario: RegisterParty;
}

/**
 * Registro de Operaciones (docs/rules/compliance.md#the-register): never updated or deleted (a trigger
 * refuses it; retention is at least ten years). A correction is a new row pointing to the row it corrects.
 */
export const complianceRegister = pgTable(
  'compliance_register',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The customer (ordenante) whose month the row counts in. */
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** `single`: the operation reached the single threshold; `monthly`: the customer's month did. */
    reason: text({ enum: ['single', 'monthly'] }).notNull(),
    /** The calendar month in Lima the operation finished in, `YYYY-MM`. */
    month: text().notNull(),
    operatedAt: moment().notNull(),
    usdEquivalent: money().notNull(),
    snapshot: jsonb().$type<RegisterSnapshot>().notNull(),
    /** A correction: the row it corrects, who made it and why. */
    correctsId: bigint({ mode: 'number' }).references((): AnyPgColumn => complianceRegister.id),
    correctedBy: integer().references(() => users.id),
    correctionReason: text(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    // Each operation enters once; its corrections follow it.
    uniqueIndex('compliance_register_order_key')
      .on(table.orderId)
      .where(sql`${table.correctsId} is null`),
    index('compliance_register_month_idx').on(table.month, table.operatedAt, table.id),
  ],
);

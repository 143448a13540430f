import { bigint, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { banks } from './banks.ts';
import { money, moment } from './columns.ts';
import { orders } from './orders.ts';

/** Receipt series per payment bank and the next correlative (docs/rules/receipts.md#series-and-numbers). */
export const receiptSeries = pgTable('receipt_series', {
  bankId: integer()
    .primaryKey()
    .references(() => banks.id),
  serie: text().notNull().unique(),
  nextNumber: integer().notNull().default(1),
});

/** The boleta for the commission of a finished order. */
export const receipts = pgTable(
  'receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    serie: text().notNull(),
    numero: integer().notNull(),
    bankId: integer()
      .notNull()
      .references(() => banks.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    customerName: text().notNull(),
    documentType: text().notNull(),
    documentNumber: text().notNull(),
    description: text().notNull(),
    amount: money().notNull(),
    currency: text({ enum: ['PEN', 'USD'] })
      .notNull()
      .default('PEN'),
    issuedAt: moment().notNull().defaultNow(),
    /** The commission without IGV and its IGV, fixed when issued (docs/rules/receipts.md#igv). */
    taxableAmount: money().notNull(),
    igvAmount: money().notNull(),
    /** The issuer as Ajustes › Empresa named it when issued; null on boletas issued before it was kept. */
    issuerName: text(),
    issuerRuc: text(),
    issuerAddress: text(),
    /** What the electronic-invoicing provider answered (docs/rules/receipts.md#sending-to-sunat). */
    sendStatus: text({ enum: ['pendiente', 'aceptado', 'rechazado'] })
      .notNull()
      .default('pendiente'),
    sendProvider: text(),
    sendTicket: text(),
    sendMessage: text(),
    sentAt: moment(),
  },
  (table) => [uniqueIndex('receipts_serie_numero_key').on(table.serie, table.numero)],
);

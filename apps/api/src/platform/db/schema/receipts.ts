import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
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
  /** The next correlative of the bank's factura series, `facturaSerieOf(serie)` (decision 180). */
  facturaNextNumber: integer().notNull().default(1),
});

/** The receipt (a boleta, or a factura for a customer who gave a RUC) for the commission of a finished order. */
export const receipts = pgTable(
  'receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['boleta', 'factura'] })
      .notNull()
      .default('boleta'),
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
    /** Where the receipt stands at SUNAT (docs/rules/receipts.md#sending-to-sunat). */
    sendStatus: text({ enum: ['pendiente', 'enviada', 'aceptada', 'observada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    sendProvider: text(),
    sendTicket: text(),
    /** What SUNAT answered, or the last error of a send that did not reach it. */
    sendMessage: text(),
    sentAt: moment(),
    /** The signed UBL document (decision 170) and its hash, the signature's DigestValue. */
    signedXml: text(),
    xmlHash: text(),
    /** The daily summary (RC-YYYYMMDD-n) a boleta was informed in (decision 171). */
    summaryId: text(),
    /** SUNAT's CDR: its response code and the document. */
    cdrCode: text(),
    cdrXml: text(),
    /** Summaries with it that SUNAT did not receive, and when the sweep next tries it or its CDR (decision 179). */
    summaryAttempts: integer().notNull().default(0),
    summaryRetryAt: moment(),
  },
  (table) => [
    uniqueIndex('receipts_serie_numero_key').on(table.serie, table.numero),
    // Finanzas › Comprobantes: the newest of a state first.
    index('receipts_state_newest_idx').on(table.sendStatus, table.issuedAt.desc(), table.id.desc()),
    // SUNAT: a factura's series starts with F (and only a factura's), and its buyer is named by a RUC.
    check(
      'receipts_kind_series',
      sql`(${table.kind} = 'boleta' and ${table.serie} not like 'F%') or (${table.kind} = 'factura' and ${table.serie} like 'F%' and ${table.documentType} = 'RUC')`,
    ),
  ],
);

/**
 * The daily summaries (resumen diario) sent to SUNAT with the boletas of a Lima day (decision 171): named
 * RC-<issue day>-<sequence>, answered with a ticket whose CDR is asked for until it comes.
 */
export const sunatSummaries = pgTable(
  'sunat_summaries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** RC-YYYYMMDD-n. */
    summaryId: text().notNull().unique(),
    /** The Lima day the summary was made (YYYY-MM-DD) and its number that day, from 1. */
    issueDay: text().notNull(),
    sequence: integer().notNull(),
    /** The Lima day of the boletas it informs. */
    referenceDay: text().notNull(),
    status: text({ enum: ['enviada', 'aceptada', 'observada', 'rechazada'] }).notNull(),
    provider: text().notNull(),
    ticket: text().notNull(),
    signedXml: text().notNull(),
    cdrCode: text(),
    cdrXml: text(),
    message: text(),
    sentAt: moment().notNull(),
    answeredAt: moment(),
    /** Asks for its CDR that failed, and when the sweep asks next (decision 179). */
    pollAttempts: integer().notNull().default(0),
    nextPollAt: moment(),
  },
  (table) => [uniqueIndex('sunat_summaries_day_sequence_key').on(table.issueDay, table.sequence)],
);

/**
 * The series of the notas de crédito that correct boletas (docs/rules/receipts.md#issuing-a-credit-note): SUNAT wants
 * it to start with B, like the boletas it refers to; one series (BC01) for every bank, its next correlative
 * drawn under the row's lock like a boleta's.
 */
export const creditNoteSeries = pgTable('credit_note_series', {
  serie: text().primaryKey(),
  nextNumber: integer().notNull().default(1),
});

/** A nota de crédito (SUNAT's 07) issued by staff against a boleta, which it never edits (decision 175). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    serie: text().notNull(),
    numero: integer().notNull(),
    /** The boleta it corrects; a whole one, so at most one credit note per boleta. */
    receiptId: integer()
      .notNull()
      .unique()
      .references(() => receipts.id),
    /** SUNAT's catalog 09 and its text. */
    reasonCode: text().notNull(),
    reason: text().notNull(),
    amount: money().notNull(),
    taxableAmount: money().notNull(),
    igvAmount: money().notNull(),
    currency: text({ enum: ['PEN', 'USD'] }).notNull(),
    issuedAt: moment().notNull(),
    /** The staff member who issued it (the audit names them too). */
    issuedBy: integer()
      .notNull()
      .references(() => users.id),
    signedXml: text(),
    xmlHash: text(),
    sendStatus: text({ enum: ['pendiente', 'enviada', 'aceptada', 'observada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    sendProvider: text(),
    sendTicket: text(),
    sendMessage: text(),
    sentAt: moment(),
    summaryId: text(),
    cdrCode: text(),
    cdrXml: text(),
    /** As on a boleta: failed summary sends and the sweep's next try (decision 179). */
    summaryAttempts: integer().notNull().default(0),
    summaryRetryAt: moment(),
  },
  (table) => [uniqueIndex('credit_notes_serie_numero_key').on(table.serie, table.numero)],
);

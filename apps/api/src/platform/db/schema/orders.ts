import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bankAccounts, banks } from './banks.ts';
import { money, moment } from './columns.ts';
import { exchangeRates } from './exchange.ts';
import { cambixAccounts } from './ledger.ts';
import { orderLinks } from './order-links.ts';
import { partners } from './partners.ts';
import { promoCodes } from './promotions.ts';
import { users } from './users.ts';

export const orders = pgTable(
  'orders',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 8 characters from an unambiguous alphabet: what customers and links see. */
    code: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    channel: text({ enum: ['web', 'link', 'partner'] })
      .notNull()
      .default('web'),
    /** 0 TEMPORAL, 1 PENDIENTE, 2 FALLIDA, 3 PENDIENTE_DEVOLUCION, 4 OBSERVADA, 5 TERMINADA. */
    status: smallint().notNull().default(0),
    /** When the order entered its status: the staff queues' waiting time counts from here. */
    statusChangedAt: moment().notNull().defaultNow(),
    // The server's quote, stored as computed (docs/rules/fees-and-quotes.md#the-quote).
    sendAmount: money().notNull(),
    commissionPercent: numeric({ precision: 5, scale: 2 }).notNull(),
    isFlatFee: boolean().notNull(),
    fee: money().notNull(),
    discount: money().notNull(),
    interbankFee: money().notNull(),
    pointsRedeemed: integer().notNull().default(0),
    pointsDiscount: money().notNull(),
    finalFee: money().notNull(),
    receiveAmount: money().notNull(),
    /** The currency the customer receives (and Cambix pays out). */
    currency: text({ enum: ['PEN', 'USD'] })
      .notNull()
      .default('PEN'),
    /** The currency the customer pays Cambix in. */
    sendCurrency: text({ enum: ['PEN', 'USD'] })
      .notNull()
      .default('PEN'),
    /** Cambio de saldo (soles to soles, a commission) or divisas (dollars, a rate: docs/rules/exchange.md). */
    kind: text({ enum: ['saldo', 'divisas'] })
      .notNull()
      .default('saldo'),
    /** Divisas: `compra` Cambix buys the customer's dollars, `venta` it sells them dollars. */
    direction: text({ enum: ['compra', 'venta'] }),
    /** Divisas: soles per dollar, as locked. */
    rate: numeric({ precision: 8, scale: 4 }),
    rateId: integer().references(() => exchangeRates.id),
    /** Divisas: the rate holds until then; past it the order is re-quoted or cancelled, never finalized. */
    rateLockedUntil: moment(),
    /** Divisas: the dollars of the operation, whichever side they are on. */
    usdAmount: money(),
    /** Divisas: what Cambix earns in soles (the spread against the middle rate). */
    spread: money(),
    /** The order in soles: what the monthly limit counts and points are earned on. */
    penEquivalent: money().notNull(),
    /** Origen de fondos (docs/rules/exchange.md#origen-de-fondos); null on orders made before it was asked. */
    fundsOrigin: text(),
    fundsOriginDetail: text(),
    /**
     * The order reached the declaración jurada's threshold: a customer signs as they place it, a partner's
     * client on the finalize link before finalizing (docs/rules/partners.md#origen-de-fondos).
     */
    declarationRequired: boolean().notNull().default(false),
    /** The declaración jurada, from the threshold: the name the customer signed with, and when. */
    declarationSignature: text(),
    declarationSignedAt: moment(),
    /** The factura's buyer when the customer asked for one instead of a boleta (decision 180). */
    facturaRuc: text(),
    facturaRazonSocial: text(),
    paymentBankId: integer()
      .notNull()
      .references(() => banks.id),
    collectionAccountId: integer()
      .notNull()
      .references(() => cambixAccounts.id),
    destinationAccountId: integer()
      .notNull()
      .references(() => bankAccounts.id),
    /** The destination account as it was when the order was made (or last fixed). */
    destination: jsonb()
      .$type<{
        bankId: number;
        bankCode: string;
        bankName: string;
        accountType: string;
        accountNumber: string;
        cci: string | null;
        currency: 'PEN' | 'USD';
        alias: string | null;
        holderName: string;
      }>()
      .notNull(),
    promoCodeId: integer().references(() => promoCodes.id),
    referralCode: text(),
    /** The operation number of the customer's payment, as the customer typed it. */
    customerOperationNumber: text(),
    /**
     * What the customer writes in the transfer's description when they pay without a voucher: drawn when they
     * choose to, unique among open orders (docs/rules/statuses.md#payment-reference).
     */
    paymentReference: text(),
    idempotencyKey: text().notNull(),
    /**
     * A partner order's request as SHA-256 of its canonical JSON: the key with another request is refused
     * (docs/rules/partners.md#idempotency). Null for customers' orders and partner orders before it was kept.
     */
    idempotencyFingerprint: text(),
    linkId: integer().references(() => orderLinks.id),
    /** The partner business of a partner order. */
    partnerId: integer().references((): AnyPgColumn => partners.id),
    expiresAt: moment().notNull(),
    expiredAt: moment(),
    finalizedAt: moment(),
    // The staff pipeline (docs/rules/statuses.md#transitions, docs/rules/ledger.md#what-the-pipeline-writes).
    approvedAt: moment(),
    approvedBy: integer().references(() => users.id),
    incomingOperationNumber: text(),
    /** Who paid, as the voucher names them, when staff approving saw it was not the customer (decision 172). */
    thirdPartyPayerName: text(),
    thirdPartyPayerDocument: text(),
    rejectedAt: moment(),
    rejectedBy: integer().references(() => users.id),
    rejectionReason: text(),
    observedNote: text(),
    paidOutAt: moment(),
    paidOutBy: integer().references(() => users.id),
    payoutOperationNumber: text(),
    createdAt: moment().notNull().defaultNow(),
    updatedAt: moment().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    // A partner's key is its own across all its clients (the web form's and the partner API's).
    uniqueIndex('orders_partner_idempotency_key')
      .on(table.partnerId, table.idempotencyKey)
      .where(sql`${table.partnerId} is not null`),
    index('orders_partner_created_idx')
      .on(table.partnerId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.partnerId} is not null`),
    // Staff's list of every partner's orders, newest first (decision 119).
    index('orders_any_partner_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.partnerId} is not null`),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('orders_status_changed_idx').on(table.status, table.statusChangedAt, table.id),
    index('orders_paid_out_idx')
      .on(table.paidOutAt)
      .where(sql`${table.paidOutAt} is not null`),
    index('orders_temporal_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 0 and ${table.expiredAt} is null`),
    // The staff list's filters (decision 041): each keeps its keyset walk on an index.
    index('orders_payment_bank_created_idx').on(table.paymentBankId, table.createdAt.desc(), table.id.desc()),
    index('orders_channel_created_idx')
      .on(table.channel, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.channel} <> 'web'`),
    index('orders_customer_operation_idx')
      .on(table.customerOperationNumber)
      .where(sql`${table.customerOperationNumber} is not null`),
    index('orders_incoming_operation_idx')
      .on(table.incomingOperationNumber)
      .where(sql`${table.incomingOperationNumber} is not null`),
    // The compliance register: orders with a declaración jurada, newest first.
    index('orders_declaration_idx')
      .on(table.declarationSignedAt.desc(), table.id.desc())
      .where(sql`${table.declarationSignedAt} is not null`),
    // Open orders (TEMPORAL to OBSERVADA) never share a reference; a closed one frees it (decision 185).
    uniqueIndex('orders_payment_reference_open')
      .on(table.paymentReference)
      .where(sql`${table.paymentReference} is not null and ${table.status} in (0, 1, 3, 4)`),
    index('orders_payout_operation_idx')
      .on(table.payoutOperationNumber)
      .where(sql`${table.payoutOperationNumber} is not null`),
    // A third-party payer is named; a document alone says nothing of who paid.
    check(
      'orders_third_party_payer_named',
      sql`${table.thirdPartyPayerDocument} is null or ${table.thirdPartyPayerName} is not null`,
    ),
    // A factura names both its buyer's RUC and razón social, or the order gets a boleta.
    check(
      'orders_factura_buyer_whole',
      sql`(${table.facturaRuc} is null) = (${table.facturaRazonSocial} is null)`,
    ),
  ],
);

/** Every status change: who, when, from, to and why (docs/rules/statuses.md#how-a-transition-runs). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    fromStatus: smallint(),
    toStatus: smallint().notNull(),
    actorId: integer().references(() => users.id),
    /** The order link the customer acted through (decision 074); null in the app or by staff. */
    linkId: integer().references(() => orderLinks.id),
    note: text(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('order_history_order_idx').on(table.orderId, table.createdAt)],
);

/** The customer's payment voucher and Cambix's payout voucher; a new upload replaces, the old stays. */
export const orderFiles = pgTable(
  'order_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    kind: text({ enum: ['voucher', 'payout_voucher'] }).notNull(),
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    byteSize: integer().notNull(),
    uploadedBy: integer().references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
    replacedAt: moment(),
  },
  (table) => [index('order_files_order_idx').on(table.orderId, table.kind)],
);

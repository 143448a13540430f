import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bankAccounts, banks } from './banks.ts';
import { exchangeRates } from './exchange.ts';
import { partners } from './partners.ts';
import { users } from './users.ts';

const money = () => numeric({ precision: 14, scale: 2 });
const moment = () => timestamp({ withTimezone: true });

/**
 * Cambix's own accounts (docs/rules/ledger.md#cambix-accounts): where customers pay (collection) and from
 * where Cambix pays out.
 */
export const cambixAccounts = pgTable(
  'cambix_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankId: integer()
      .notNull()
      .references(() => banks.id),
    currency: text({ enum: ['PEN', 'USD'] }).notNull(),
    purpose: text({ enum: ['collection', 'payout'] }).notNull(),
    accountNumber: text().notNull(),
    cci: text().notNull(),
    holderName: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cambix_accounts_bank_currency_purpose_key').on(table.bankId, table.currency, table.purpose),
  ],
);

/** Promo codes (cupones, docs/rules/coupons-and-referrals.md#coupons). */
export const promoCodes = pgTable('promo_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Upper case. */
  code: text().notNull().unique(),
  description: text(),
  /** Percent off the commission, or a fixed amount in soles off it. */
  discountKind: text({ enum: ['percent', 'amount'] })
    .notNull()
    .default('percent'),
  /** A percent for `percent` (0 < p <= 100), soles for `amount`. */
  discountValue: money().notNull(),
  /** Null: no total cap. */
  totalUses: integer(),
  usesPerCustomer: integer().notNull().default(1),
  /** From this moment (a Lima midnight), inclusive. */
  validFrom: moment(),
  /** Until this moment (the Lima midnight after its last day), exclusive. */
  validTo: moment(),
  /** 0: no minimum of its own (the commission's threshold still applies). */
  minAmount: money().notNull().default('0.00'),
  /** Null: no maximum. */
  maxAmount: money(),
  firstOrderOnly: boolean().notNull().default(false),
  /** Only orders paid from this bank; null: any bank. */
  bankId: integer().references(() => banks.id),
  active: boolean().notNull().default(true),
  createdAt: moment().notNull().defaultNow(),
  createdBy: integer().references(() => users.id),
  updatedAt: moment(),
  updatedBy: integer().references(() => users.id),
});

/** The customers a coupon is restricted to; none: every customer. */
export const promoCodeCustomers = pgTable(
  'promo_code_customers',
  {
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
  },
  (table) => [primaryKey({ columns: [table.promoCodeId, table.userId] })],
);

/**
 * Staff-made links (docs/rules/order-links.md#kinds): a new order for a customer, a modification, or a quick
 * finalize.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    kind: text({ enum: ['new_order', 'modification', 'finalize'] }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The order a modification or finalize link is about. */
    orderId: bigint({ mode: 'number' }),
    presetAmount: money(),
    presetBankId: integer().references(() => banks.id),
    /** Null when the system made it (the modification link of an observed order). */
    createdBy: integer().references(() => users.id),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('order_links_created_idx').on(table.createdAt.desc())],
);

/** One-time codes mailed to a link's customer to prove it is them (decision 071); only a hash is kept. */
export const orderLinkCodes = pgTable(
  'order_link_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    linkId: integer()
      .notNull()
      .references(() => orderLinks.id),
    /** The link's customer: sends and wrong tries are counted per account, whatever link they came by. */
    userId: integer()
      .notNull()
      .references(() => users.id),
    codeHash: text().notNull(),
    expiresAt: moment().notNull(),
    failedAttempts: smallint().notNull().default(0),
    /** Spent by a right guess, or voided by a newer code or too many wrong ones. */
    usedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    index('order_link_codes_link_idx').on(table.linkId, table.createdAt),
    index('order_link_codes_user_idx').on(table.userId, table.createdAt),
  ],
);

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
    /** The declaración jurada, from the threshold: the name the customer signed with, and when. */
    declarationSignature: text(),
    declarationSignedAt: moment(),
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
    idempotencyKey: text().notNull(),
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
    index('orders_payout_operation_idx')
      .on(table.payoutOperationNumber)
      .where(sql`${table.payoutOperationNumber} is not null`),
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

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('promo_code_uses_code_user_idx').on(table.promoCodeId, table.userId)],
);

/** Points (docs/rules/points.md#points-ledger): every change is a row; the balance is the sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    points: integer().notNull(),
    kind: text({ enum: ['earn', 'referral', 'redeem', 'refund', 'adjust'] }).notNull(),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    note: text(),
    actorId: integer().references(() => users.id),
    /** For a `referral` row: the referred customer whose first order paid it (once per referred customer). */
    referredUserId: integer().references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    index('points_ledger_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('points_ledger_referral_once_idx')
      .on(table.referredUserId)
      .where(sql`kind = 'referral'`),
  ],
);

/**
 * Staff corrections of a customer's monthly usage (docs/rules/limits.md#staff-adjustments: audited; usage is
 * otherwise derived).
 */
export const usageAdjustments = pgTable(
  'usage_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** Calendar month in America/Lima, 'YYYY-MM'. */
    month: text().notNull(),
    amount: money().notNull(),
    reason: text().notNull(),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('usage_adjustments_user_month_idx').on(table.userId, table.month)],
);

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

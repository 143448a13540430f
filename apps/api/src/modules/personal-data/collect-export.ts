import { asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  bankAccounts,
  banks,
  consents,
  dataRequests,
  identityDocuments,
  notificationRecipients,
  notifications,
  orderFiles,
  orderHistory,
  orders,
  pointsLedger,
  users,
} from '../../platform/db/schema/index.ts';

/** One JSON file of the export: its name in the ZIP and how its rows are read, all of one customer. */
export interface ExportSection {
  file: string;
  read(db: Queryable, userId: number): Promise<unknown>;
}

/** A stored file of the customer's to put in the ZIP. */
export interface ExportFile {
  path: string;
  storageKey: string;
}

// Credentials and internal counters are not the person's data: never exported.
const { passwordHash: _password, tokenVersion: _tokenVersion, ...personColumns } = getTableColumns(users);
// Who paid, as Pagos read it on a voucher, is a compliance observation (decision 172): never told to the
// customer (tipping-off), so not in their export either.
const {
  thirdPartyPayerName: _payerName,
  thirdPartyPayerDocument: _payerDocument,
  ...orderColumns
} = getTableColumns(orders);

/**
 * Everything Cambix holds on a customer, one file per kind (decision 168). Every read is filtered by the
 * customer's id, so the ZIP holds nobody else's data.
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  {
    file: 'persona.json',
    read: async (db, userId) => (await db.select(personColumns).from(users).where(eq(users.id, userId)))[0],
  },
  {
    file: 'cuentas-bancarias.json',
    read: (db, userId) =>
      db
        .select({
          id: bankAccounts.id,
          bank: banks.name,
          currency: bankAccounts.currency,
          accountNumber: bankAccounts.accountNumber,
          cci: bankAccounts.cci,
          alias: bankAccounts.alias,
          createdAt: bankAccounts.createdAt,
          deletedAt: bankAccounts.deletedAt,
        })
        .from(bankAccounts)
        .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
        .where(eq(bankAccounts.userId, userId))
        .orderBy(asc(bankAccounts.id)),
  },
  {
    file: 'ordenes.json',
    read: async (db, userId) => {
      const rows = await db
        .select(orderColumns)
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.id));
      const ids = rows.map((row) => row.id);
      const history = ids.length
        ? await db
            .select()
            .from(orderHistory)
            .where(inArray(orderHistory.orderId, ids))
            .orderBy(asc(orderHistory.id))
        : [];
      return rows.map((row) => ({ ...row, history: history.filter((entry) => entry.orderId === row.id) }));
    },
  },
  {
    file: 'puntos.json',
    read: (db, userId) =>
      db
        .select({
          points: pointsLedger.points,
          kind: pointsLedger.kind,
          orderId: pointsLedger.orderId,
          note: pointsLedger.note,
          createdAt: pointsLedger.createdAt,
        })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(asc(pointsLedger.id)),
  },
  {
    file: 'notificaciones.json',
    read: (db, userId) =>
      db
        .select({
          title: notifications.title,
          body: notifications.body,
          createdAt: notifications.createdAt,
          readAt: notificationRecipients.readAt,
        })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.uuid, notificationRecipients.notificationUuid))
        .where(eq(notificationRecipients.userId, userId))
        .orderBy(desc(notifications.createdAt)),
  },
  {
    file: 'solicitudes.json',
    read: (db, userId) =>
      db
        .select({
          id: dataRequests.id,
          kind: dataRequests.kind,
          text: dataRequests.text,
          status: dataRequests.status,
          filedAt: dataRequests.filedAt,
          dueOn: dataRequests.dueOn,
          answer: dataRequests.answer,
          answeredAt: dataRequests.answeredAt,
        })
        .from(dataRequests)
        .where(eq(dataRequests.userId, userId))
        .orderBy(asc(dataRequests.id)),
  },
  {
    file: 'consentimientos.json',
    read: (db, userId) =>
      db
        .select({
          document: consents.document,
          version: consents.version,
          accepted: consents.accepted,
          at: consents.at,
          address: consents.address,
          userAgent: consents.userAgent,
        })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.at), asc(consents.id)),
  },
];

const extensionOf = (mimeType: string) =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' })[mimeType] ??
  'bin';

/** The customer's identity photos (every one kept) and the vouchers of their orders. */
export async function exportFiles(db: Queryable, userId: number): Promise<ExportFile[]> {
  const photos = await db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(asc(identityDocuments.id));
  const vouchers = await db
    .select({
      id: orderFiles.id,
      kind: orderFiles.kind,
      code: orders.code,
      storageKey: orderFiles.storageKey,
      mimeType: orderFiles.mimeType,
    })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orderFiles.id));
  return [
    ...photos.map((photo) => ({
      path: `documentos/identidad/${photo.kind.toLowerCase()}-${photo.id}.${extensionOf(photo.mimeType)}`,
      storageKey: photo.storageKey,
    })),
    ...vouchers.map((voucher) => ({
      path: `documentos/ordenes/${voucher.code}-${voucher.kind}-${voucher.id}.${extensionOf(voucher.mimeType)}`,
      storageKey: voucher.storageKey,
    })),
  ];
}

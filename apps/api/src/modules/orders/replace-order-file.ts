import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { orderFiles } from '../../platform/db/schema/index.ts';

export interface OrderFileUpload {
  orderId: number;
  kind: (typeof orderFiles.$inferInsert)['kind'];
  storageKey: string;
  mimeType: string;
  byteSize: number;
  uploadedBy: number;
  now: Date;
}

/**
 * An order keeps one current file of each kind (the customer's voucher, Devoluciones' payout voucher): the
 * one before is marked replaced, not deleted, so what staff saw stays on record.
 */
export async function replaceOrderFile(tx: Tx, upload: OrderFileUpload): Promise<void> {
  const { orderId, kind, now } = upload;
  await tx
    .update(orderFiles)
    .set({ replacedAt: now })
    .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.kind, kind), isNull(orderFiles.replacedAt)));
  await tx.insert(orderFiles).values({
    orderId,
    kind,
    storageKey: upload.storageKey,
    mimeType: upload.mimeType,
    byteSize: upload.byteSize,
    uploadedBy: upload.uploadedBy,
    createdAt: now,
  });
}

import { CUSTOMER_DOCUMENT_KINDS } from '@cambix/contract';
import type { customerDocuments } from '@cambix/contract/schemas';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { fileAccessLog, identityDocuments, users } from '../../platform/db/schema/index.ts';
import { signFileLink } from '../files/index.ts';
import { assertCustomerExists } from './customer-query.ts';
import { actorOf } from './get-customer.ts';

/** How many views each document lists (newest first); the count covers them all. */
const VIEWS_SHOWN = 10;

/**
 * The customer's current DNI front, back and selfie as short-lived signed links for this viewer (opening
 * one is logged), each with who viewed it and when.
 */
export async function listCustomerDocuments(
  ctx: AppContext,
  viewerId: number,
  userId: number,
): Promise<z.input<typeof customerDocuments>> {
  await assertCustomerExists(ctx.db, userId);
  const rows = await ctx.db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), isNull(identityDocuments.replacedAt)))
    .orderBy(desc(identityDocuments.createdAt), desc(identityDocuments.id));
  // One per kind (the newest, should a replaced one still be marked current), in the file's order.
  const current = CUSTOMER_DOCUMENT_KINDS.flatMap((kind) => rows.find((row) => row.kind === kind) ?? []);
  if (current.length === 0) return [];

  const views = await ctx.db
    .select({
      fileId: fileAccessLog.fileId,
      viewedAt: fileAccessLog.viewedAt,
      viewer: {
        id: users.id,
        nombres: users.nombres,
        apellidoPaterno: users.apellidoPaterno,
        roleId: users.roleId,
      },
    })
    .from(fileAccessLog)
    .innerJoin(users, eq(users.id, fileAccessLog.viewerId))
    .where(
      and(
        eq(fileAccessLog.fileKind, 'identity_document'),
        inArray(
          fileAccessLog.fileId,
          current.map((document) => document.id),
        ),
      ),
    )
    .orderBy(desc(fileAccessLog.viewedAt), desc(fileAccessLog.id));

  return Promise.all(
    current.map(async (document) => {
      const own = views.filter((view) => view.fileId === document.id);
      return {
        id: document.id,
        kind: document.kind,
        url: await signFileLink(ctx, { kind: 'identity_document', id: document.id }, viewerId),
        mimeType: document.mimeType,
        uploadedAt: document.createdAt,
        views: own
          .slice(0, VIEWS_SHOWN)
          .map((view) => ({ viewer: actorOf(view.viewer), viewedAt: view.viewedAt })),
        viewCount: own.length,
      };
    }),
  );
}

import type { IdentityDocument, IdentityDocumentKind } from '@cambix/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import type { IDENTITY_DOCUMENT_KINDS } from '../../platform/db/schema/index.ts';
import { identityDocuments } from '../../platform/db/schema/index.ts';
import { signFileLink } from '../files/index.ts';

type StoredKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];
type DocumentRow = typeof identityDocuments.$inferSelect;

export const toStoredKind = (kind: IdentityDocumentKind) => kind.toUpperCase() as StoredKind;
export const toWireKind = (kind: StoredKind) => kind.toLowerCase() as IdentityDocumentKind;

/** The customer's current photos (not replaced), oldest kind first. */
export async function currentDocuments(db: Queryable, userId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), isNull(identityDocuments.replacedAt)))
    .orderBy(asc(identityDocuments.id));
}

/**
 * A photo as `viewerId` sees it: a signed link of a few minutes (docs/rules/identity.md#private-images:
 * private, each view logged).
 */
export async function presentDocument(
  ctx: AppContext,
  row: DocumentRow,
  viewerId: number,
): Promise<IdentityDocument> {
  return {
    kind: toWireKind(row.kind),
    uploadedAt: row.createdAt.toISOString(),
    url: await signFileLink(ctx, { kind: 'identity_document', id: row.id }, viewerId),
  };
}

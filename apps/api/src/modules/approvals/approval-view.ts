import type { ApprovalRequest, StaffModule } from '@cambix/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { approvalRequests, banks, cambixAccounts, users } from '../../platform/db/schema/index.ts';
import { accountLabelSql, personNameSql } from '../finance-ledger/index.ts';

const authors = alias(users, 'authors');
const deciders = alias(users, 'deciders');

/** Approval requests as staff read them, oldest first. */
export async function readApprovalRequests(db: Queryable, where: SQL): Promise<ApprovalRequest[]> {
  const rows = await db
    .select({
      request: approvalRequests,
      accountLabel: accountLabelSql(banks, cambixAccounts),
      authorName: personNameSql(authors),
      deciderName: personNameSql(deciders),
    })
    .from(approvalRequests)
    .leftJoin(cambixAccounts, eq(cambixAccounts.id, approvalRequests.cambixAccountId))
    .leftJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .innerJoin(authors, eq(authors.id, approvalRequests.createdBy))
    .leftJoin(deciders, eq(deciders.id, approvalRequests.decidedBy))
    .where(where)
    .orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id));
  return rows.map(({ request, accountLabel, authorName, deciderName }) => {
    const payload = request.payload;
    return {
      id: request.id,
      kind: request.kind,
      state: request.state,
      module: request.module as StaffModule,
      summary: request.summary,
      amount: request.amount,
      currency: request.currency,
      accountLabel: request.cambixAccountId === null ? null : accountLabel,
      points: typeof payload.points === 'number' ? payload.points : null,
      customerId: request.kind === 'points' && typeof payload.userId === 'number' ? payload.userId : null,
      note:
        typeof payload.reason === 'string'
          ? payload.reason
          : typeof payload.note === 'string'
            ? payload.note
            : null,
      createdBy: { id: request.createdBy, name: authorName },
      createdAt: request.createdAt.toISOString(),
      decidedBy: request.decidedBy === null ? null : { id: request.decidedBy, name: deciderName ?? '' },
      decidedAt: request.decidedAt?.toISOString() ?? null,
      rejectionReason: request.rejectionReason,
    };
  });
}

export async function readApprovalRequest(db: Queryable, id: number): Promise<ApprovalRequest> {
  const [request] = await readApprovalRequests(db, eq(approvalRequests.id, id));
  if (!request) throw new Error(`approval request ${id} vanished`);
  return request;
}

/** The pending requests of these modules. */
export const pendingOf = (db: Queryable, modules: readonly StaffModule[]) =>
  modules.length === 0
    ? Promise.resolve([])
    : readApprovalRequests(
        db,
        and(eq(approvalRequests.state, 'pending'), inArray(approvalRequests.module, [...modules]))!,
      );

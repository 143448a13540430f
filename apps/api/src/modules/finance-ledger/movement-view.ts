import type { ManualMovement } from '@cambix/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import {
  banks,
  cambixAccounts,
  ledgerEntries,
  manualMovements,
  users,
} from '../../platform/db/schema/index.ts';
import { accountLabelSql, personNameSql } from './ledger-rows.ts';

export type MovementRow = typeof manualMovements.$inferSelect;

const toAccounts = alias(cambixAccounts, 'to_accounts');
const toBanks = alias(banks, 'to_banks');
const authors = alias(users, 'authors');
const deciders = alias(users, 'deciders');

/** Manual movements as Egreso shows them, in the order of `ids`, each with the ledger rows it wrote. */
export async function readManualMovements(db: Queryable, ids: readonly number[]): Promise<ManualMovement[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({
      movement: manualMovements,
      accountLabel: accountLabelSql(banks, cambixAccounts),
      currency: cambixAccounts.currency,
      toLabel: accountLabelSql(toBanks, toAccounts),
      toCurrency: toAccounts.currency,
      authorName: personNameSql(authors),
      deciderName: personNameSql(deciders),
    })
    .from(manualMovements)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, manualMovements.cambixAccountId))
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .leftJoin(toAccounts, eq(toAccounts.id, manualMovements.toAccountId))
    .leftJoin(toBanks, eq(toBanks.id, toAccounts.bankId))
    .innerJoin(authors, eq(authors.id, manualMovements.createdBy))
    .leftJoin(deciders, eq(deciders.id, manualMovements.decidedBy))
    .where(inArray(manualMovements.id, [...ids]));
  const entries = await db
    .select({ id: ledgerEntries.id, movementId: ledgerEntries.movementId })
    .from(ledgerEntries)
    .where(
      and(inArray(ledgerEntries.movementId, [...ids]), inArray(ledgerEntries.kind, ['manual', 'transfer'])),
    )
    .orderBy(asc(ledgerEntries.id));
  const reversedIds = new Set(
    entries.length === 0
      ? []
      : (
          await db
            .select({ reversesId: ledgerEntries.reversesId })
            .from(ledgerEntries)
            .where(
              inArray(
                ledgerEntries.reversesId,
                entries.map((entry) => entry.id),
              ),
            )
        ).map((row) => row.reversesId),
  );
  const byId = new Map(
    found.map((row) => {
      const { movement } = row;
      const view: ManualMovement = {
        id: movement.id,
        type: movement.type,
        state: movement.state,
        account: { id: movement.cambixAccountId, label: row.accountLabel, currency: row.currency },
        toAccount:
          movement.toAccountId !== null && row.toLabel !== null && row.toCurrency !== null
            ? { id: movement.toAccountId, label: row.toLabel, currency: row.toCurrency }
            : null,
        concept: movement.concept,
        amount: movement.amount,
        operatedOn: movement.operatedOn,
        note: movement.note,
        operationNumber: movement.operationNumber,
        hasAttachment: movement.attachmentKey !== null,
        createdBy: { id: movement.createdBy, name: row.authorName },
        createdAt: movement.createdAt.toISOString(),
        decidedBy:
          movement.decidedBy !== null ? { id: movement.decidedBy, name: row.deciderName ?? '' } : null,
        decidedAt: movement.decidedAt?.toISOString() ?? null,
        rejectionReason: movement.rejectionReason,
        entryIds: entries.filter((entry) => entry.movementId === movement.id).map((entry) => entry.id),
        reversed: entries.some((entry) => entry.movementId === movement.id && reversedIds.has(entry.id)),
      };
      return [movement.id, view];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function readManualMovement(db: Queryable, id: number): Promise<ManualMovement> {
  const [view] = await readManualMovements(db, [id]);
  if (!view) throw new Error(`manual movement ${id} vanished`);
  return view;
}

import { eq, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LedgerRow } from '@cambix/contract';
import type { Queryable } from '../../platform/db/client.ts';
import {
  banks,
  cambixAccounts,
  ledgerEntries,
  manualMovements,
  orders,
  users,
} from '../../platform/db/schema/index.ts';

const reversals = alias(ledgerEntries, 'reversals');

const REVERSIBLE_KINDS: readonly LedgerRow['kind'][] = ['manual', 'transfer', 'opening'];

/** How the finance screens name one of Cambix's accounts: bank, currency and the number's last digits. */
export function accountLabelSql(
  bank: { shortName: AnyPgColumn } = banks,
  account: { currency: AnyPgColumn; accountNumber: AnyPgColumn } = cambixAccounts,
) {
  return sql<string>`${bank.shortName} || ' ' || ${account.currency} || ' ·' || right(${account.accountNumber}, 4)`;
}

/** How staff screens name a person: nombres and both apellidos, for a (possibly aliased) users table. */
export function personNameSql(person: {
  nombres: AnyPgColumn;
  apellidoPaterno: AnyPgColumn;
  apellidoMaterno: AnyPgColumn;
}) {
  return sql<string>`concat_ws(' ', nullif(trim(${person.nombres}), ''), nullif(trim(${person.apellidoPaterno}), ''), nullif(trim(${person.apellidoMaterno}), ''))`;
}

/**
 * Ledger rows as Movimientos, Egreso and the reconciliation show them, in the order of `ids` (ids not found
 * are left out). A row shows as reversed because a reversal names it (docs/rules/finance-reports.md#reversals).
 */
export async function readLedgerRows(db: Queryable, ids: readonly number[]): Promise<LedgerRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({
      entry: ledgerEntries,
      accountLabel: accountLabelSql(),
      currency: cambixAccounts.currency,
      orderCode: orders.code,
      actorName: personNameSql(users),
      actorId: users.id,
      movementAttachment: manualMovements.attachmentKey,
      reversedById: reversals.id,
    })
    .from(ledgerEntries)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, ledgerEntries.cambixAccountId))
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .leftJoin(users, eq(users.id, ledgerEntries.actorId))
    .leftJoin(manualMovements, eq(manualMovements.id, ledgerEntries.movementId))
    .leftJoin(reversals, eq(reversals.reversesId, ledgerEntries.id))
    .where(inArray(ledgerEntries.id, unique));
  const byId = new Map(found.map((row) => [row.entry.id, toLedgerRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toLedgerRow(row: {
  entry: typeof ledgerEntries.$inferSelect;
  accountLabel: string;
  currency: 'PEN' | 'USD';
  orderCode: string | null;
  actorName: string | null;
  actorId: number | null;
  movementAttachment: string | null;
  reversedById: number | null;
}): LedgerRow {
  const { entry } = row;
  const reversedById = row.reversedById === null ? null : Number(row.reversedById);
  return {
    id: entry.id,
    account: { id: entry.cambixAccountId, label: row.accountLabel, currency: row.currency },
    direction: entry.direction,
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    concept: entry.concept,
    note: entry.note,
    operationNumber: entry.operationNumber,
    operatedOn: entry.operatedOn,
    createdAt: entry.createdAt.toISOString(),
    order:
      entry.orderId !== null && row.orderCode !== null ? { id: entry.orderId, code: row.orderCode } : null,
    movementId: entry.movementId,
    hasAttachment: row.movementAttachment !== null,
    reversesId: entry.reversesId,
    reversedById,
    reversible: REVERSIBLE_KINDS.includes(entry.kind) && reversedById === null,
    actor: row.actorId !== null ? { id: row.actorId, name: row.actorName ?? '' } : null,
  };
}

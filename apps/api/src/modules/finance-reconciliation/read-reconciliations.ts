import type { ReconciliationDetail, ReconciliationSummary } from '@cambix/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  banks,
  cambixAccounts,
  reconciliations,
  users,
  type ReconciliationResult,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { accountLabelSql, readLedgerRows } from '../finance-ledger/index.ts';
import { reconciliationPaymentCounts } from '../payment-matching/index.ts';

/** The detail answers at most this many matched pairs (its counts cover them all): they are what agrees. */
export const MATCHED_SHOWN = 1000;
/** The newest reconciliations the list answers: years of monthly statements of every account. */
const LIST_LIMIT = 200;

const creatorName = sql<string>`concat_ws(' ', nullif(trim(${users.nombres}), ''), nullif(trim(${users.apellidoPaterno}), ''), nullif(trim(${users.apellidoMaterno}), ''))`;

const summaryColumns = {
  id: reconciliations.id,
  accountId: reconciliations.cambixAccountId,
  accountLabel: accountLabelSql(),
  currency: cambixAccounts.currency,
  fileName: reconciliations.fileName,
  periodFrom: reconciliations.periodFrom,
  periodTo: reconciliations.periodTo,
  lineCount: reconciliations.lineCount,
  matchedCount: reconciliations.matchedCount,
  bankOnlyCount: reconciliations.bankOnlyCount,
  ledgerOnlyCount: reconciliations.ledgerOnlyCount,
  statementNet: reconciliations.statementNet,
  ledgerNet: reconciliations.ledgerNet,
  difference: reconciliations.difference,
  windowDays: reconciliations.windowDays,
  createdById: reconciliations.createdBy,
  createdByName: creatorName,
  createdAt: reconciliations.createdAt,
};

function summarySelect(db: Queryable) {
  return db
    .select(summaryColumns)
    .from(reconciliations)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, reconciliations.cambixAccountId))
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .innerJoin(users, eq(users.id, reconciliations.createdBy))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof summarySelect>>[number];

function toSummary(row: SummaryRow): ReconciliationSummary {
  const { accountId, accountLabel, currency, createdById, createdByName, createdAt, ...rest } = row;
  return {
    ...rest,
    account: { id: accountId, label: accountLabel, currency },
    createdBy: { id: createdById, name: createdByName },
    createdAt: createdAt.toISOString(),
  };
}

/** The reconciliations saved, newest first, of one account or of all. */
export async function listReconciliations(
  db: Queryable,
  query: { accountId?: number | undefined },
): Promise<ReconciliationSummary[]> {
  const rows = await summarySelect(db)
    .where(query.accountId === undefined ? undefined : eq(reconciliations.cambixAccountId, query.accountId))
    .orderBy(desc(reconciliations.createdAt), desc(reconciliations.id))
    .limit(LIST_LIMIT);
  return rows.map(toSummary);
}

/** One reconciliation as it was run: its pairs (the first MATCHED_SHOWN), bank-only lines and ledger-only rows. */
export async function readReconciliation(db: Queryable, id: number): Promise<ReconciliationDetail> {
  const [row] = await summarySelect(db).where(eq(reconciliations.id, id));
  if (!row) throw new AppError('RECONCILIATION_NOT_FOUND');
  // The pairs beyond those shown stay in the database: a 50,000-line statement's are megabytes.
  const [stored] = await db
    .select({
      matched: sql<ReconciliationResult['matched']>`(
        select coalesce(jsonb_agg(pair order by position), '[]'::jsonb)
        from jsonb_array_elements(${reconciliations.result} -> 'matched') with ordinality as pairs(pair, position)
        where position <= ${MATCHED_SHOWN}
      )`,
      bankOnly: sql<ReconciliationResult['bankOnly']>`${reconciliations.result} -> 'bankOnly'`,
      matchedLines: sql<ReconciliationResult['matchedLines']>`${reconciliations.result} -> 'matchedLines'`,
      ledgerOnlyIds: sql<ReconciliationResult['ledgerOnlyIds']>`${reconciliations.result} -> 'ledgerOnlyIds'`,
    })
    .from(reconciliations)
    .where(eq(reconciliations.id, id));
  const result = stored!;
  const pairs = result.matched.slice(0, MATCHED_SHOWN);
  const entries = await readLedgerRows(db, [...pairs.map((pair) => pair.entryId), ...result.ledgerOnlyIds]);
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const lineByNumber = new Map(result.matchedLines.map((line) => [line.line, line]));
  return {
    ...toSummary(row),
    matched: pairs.flatMap(({ line, entryId, by }) => {
      const statementLine = lineByNumber.get(line);
      const entry = entryById.get(entryId);
      return statementLine && entry ? [{ line: statementLine, entry, by }] : [];
    }),
    bankOnly: result.bankOnly,
    ledgerOnly: result.ledgerOnlyIds.flatMap((entryId) => entryById.get(entryId) ?? []),
    paymentMatches: await reconciliationPaymentCounts(db, id),
  };
}

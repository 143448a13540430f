import type { ReconciliationDetail } from '@cambix/contract';
import { reconciliationFields } from '@cambix/contract/schemas';
import { and, eq, gte, lte } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  ledgerEntries,
  reconciliations,
  statementMappings,
  type ReconciliationResult,
} from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { shiftDay } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { matchStatementPayments } from '../payment-matching/index.ts';
import { getSettings } from '../settings/index.ts';
import { matchStatement, statementPeriod, type CandidateRow } from './match-statement.ts';
import { parseStatementLines, type ParsedLine } from './parse-statement-lines.ts';
import { MATCHED_SHOWN, readReconciliation } from './read-reconciliations.ts';
import { parseFormFields, statementAccount, uploadedStatement } from './statement-form.ts';

const storedLine = (line: ParsedLine) => ({
  line: line.line,
  date: line.date,
  description: line.description,
  operationNumber: line.operationNumber,
  amount: formatMoney(line.amount),
});

/**
 * Reconciles one account's bank statement (docs/rules/finance-reports.md#reconciliation): every line is
 * read before anything else (one bad line refuses the file), the lines are matched against the account's
 * ledger rows, which are only read, and the result, the bank's mapping and the audit row are saved
 * together or not at all. Then its incoming lines are matched to orders paid by reference.
 */
export async function runReconciliation(
  ctx: AppContext,
  actor: Principal,
  form: UploadedForm,
): Promise<ReconciliationDetail> {
  const { accountId, mapping } = parseFormFields(reconciliationFields, form);
  const account = await statementAccount(ctx.db, accountId);
  const { file, fileName } = uploadedStatement(form);
  const lines = parseStatementLines(file, mapping);
  const { matchWindowDays } = await getSettings(ctx, 'finance');
  const period = statementPeriod(lines);

  const rows = await ctx.db
    .select({
      id: ledgerEntries.id,
      direction: ledgerEntries.direction,
      amount: ledgerEntries.amount,
      operatedOn: ledgerEntries.operatedOn,
      operationNumber: ledgerEntries.operationNumber,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.cambixAccountId, account.id),
        gte(ledgerEntries.operatedOn, shiftDay(period.from, -matchWindowDays)),
        lte(ledgerEntries.operatedOn, shiftDay(period.to, matchWindowDays)),
      ),
    );
  const candidates: CandidateRow[] = rows.map((row) => {
    const amount = parseMoney(row.amount);
    return {
      id: row.id,
      amount: row.direction === 'ingreso' ? amount : -amount,
      operatedOn: row.operatedOn,
      operationNumber: row.operationNumber,
    };
  });
  const outcome = matchStatement(lines, candidates, matchWindowDays);

  const result: ReconciliationResult = {
    matched: outcome.matched.map(({ line, entryId, by }) => ({ line: line.line, entryId, by })),
    bankOnly: outcome.bankOnly.map(storedLine),
    // Only the pairs the detail shows need their line's text: 50,000 of them would be megabytes of JSON.
    matchedLines: outcome.matched.slice(0, MATCHED_SHOWN).map(({ line }) => storedLine(line)),
    ledgerOnlyIds: outcome.ledgerOnlyIds,
  };
  const counts = {
    lineCount: lines.length,
    matchedCount: outcome.matched.length,
    bankOnlyCount: outcome.bankOnly.length,
    ledgerOnlyCount: outcome.ledgerOnlyIds.length,
  };
  const nets = {
    statementNet: formatMoney(outcome.statementNet),
    ledgerNet: formatMoney(outcome.ledgerNet),
    difference: formatMoney(outcome.difference),
  };
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(reconciliations)
      .values({
        cambixAccountId: account.id,
        fileName,
        periodFrom: outcome.periodFrom,
        periodTo: outcome.periodTo,
        ...counts,
        ...nets,
        windowDays: matchWindowDays,
        result,
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning({ id: reconciliations.id });
    await tx
      .insert(statementMappings)
      .values({ bankId: account.bankId, mapping, updatedBy: actor.userId, updatedAt: now })
      .onConflictDoUpdate({
        target: statementMappings.bankId,
        set: { mapping, updatedBy: actor.userId, updatedAt: now },
      });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'ledger.reconciliation',
      targetType: 'reconciliation',
      targetId: saved!.id,
      after: {
        accountId: account.id,
        fileName,
        periodFrom: outcome.periodFrom,
        periodTo: outcome.periodTo,
        ...counts,
        ...nets,
        windowDays: matchWindowDays,
      },
    });
    return saved!.id;
  });
  // Incoming lines that name an order's payment reference, once the reconciliation they came in is saved.
  await matchStatementPayments(ctx, actor, {
    reconciliationId: id,
    accountId: account.id,
    periodFrom: outcome.periodFrom,
    lines,
  });
  return readReconciliation(ctx.db, id);
}

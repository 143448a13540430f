import { TRANSFER_CONCEPT, type ManualMovement } from '@cambix/contract';
import { manualMovementFields } from '@cambix/contract/schemas';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { cambixAccounts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { fieldsOf } from '../../platform/http/envelope.ts';
import { reencodeImage, type UploadedForm } from '../../platform/http/uploads.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { assertNoProblems, problem, type Problem } from '../../platform/refusal.ts';
import { waitsForSecondPerson } from '../four-eyes/index.ts';
import { getSettings } from '../settings/index.ts';
import { accountOpeningDays } from './account-opening-day.ts';
import { readManualMovement } from './movement-view.ts';
import { saveManualMovement } from './save-manual-movement.ts';

type Fields = z.output<typeof manualMovementFields>;

/** The accounts exist, a transfer's share a currency, and the date is not before either account opened. */
async function assertAccounts(db: Queryable, fields: Fields): Promise<'PEN' | 'USD'> {
  // Stryker disable next-line ConditionalExpression: a null id matches no account and opens on no day
  const ids = [fields.accountId, ...(fields.toAccountId === null ? [] : [fields.toAccountId])];
  const found = await db
    .select({ id: cambixAccounts.id, currency: cambixAccounts.currency })
    .from(cambixAccounts)
    .where(inArray(cambixAccounts.id, ids));
  const origin = found.find((row) => row.id === fields.accountId);
  const destination = found.find((row) => row.id === fields.toAccountId);
  const missing = new AppError('CAMBIX_ACCOUNT_NOT_FOUND').message;
  if (!origin) throw new AppError('CAMBIX_ACCOUNT_NOT_FOUND', { fields: { accountId: missing } });
  if (fields.type === 'transfer') {
    if (!destination) throw new AppError('CAMBIX_ACCOUNT_NOT_FOUND', { fields: { toAccountId: missing } });
    if (origin.currency !== destination.currency)
      assertNoProblems([problem('toAccountId', 'MOVEMENT_CURRENCY_MISMATCH')]);
  }
  const opened = await accountOpeningDays(db, ids);
  // Stryker disable next-line StringLiteral,EqualityOperator: every account has an opening day; of equal days either
  const latestOpening = ids.map((id) => opened.get(id) ?? '').reduce((a, b) => (a > b ? a : b));
  if (fields.operatedOn < latestOpening) {
    const [year, month, day] = latestOpening.split('-');
    assertNoProblems([
      problem(
        'operatedOn',
        'MOVEMENT_DATE_BEFORE_OPENING',
        `La fecha no puede ser anterior a la apertura de la cuenta (${day}/${month}/${year}).`,
      ),
    ]);
  }
  return origin.currency;
}

/**
 * A manual ingreso, egreso or transfer (docs/rules/finance-reports.md#manual-movements). Everything is
 * checked, then the attachment stored, before the transaction; then, all or nothing: the movement and,
 * unless it waits for a second person (four-eyes), its ledger rows. A failure leaves no stored file behind.
 */
export async function recordManualMovement(
  ctx: AppContext,
  staff: Principal,
  form: UploadedForm,
): Promise<ManualMovement> {
  const parsed = manualMovementFields.safeParse(form.fields);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(parsed.error) });
  const fields = parsed.data;
  const finance = await getSettings(ctx, 'finance');
  const isTransfer = fields.type === 'transfer';
  const concept = isTransfer ? TRANSFER_CONCEPT : fields.concept;
  const problems: Problem[] = [];
  if (!isTransfer && !finance.concepts.includes(concept))
    problems.push(problem('concept', 'MOVEMENT_CONCEPT_UNKNOWN'));
  if (fields.operatedOn > limaDay(ctx.now())) problems.push(problem('operatedOn', 'MOVEMENT_DATE_IN_FUTURE'));
  assertNoProblems(problems);
  const currency = await assertAccounts(ctx.db, fields);

  const amount = parseMoney(fields.amount);
  const file = form.file && form.file.data.length > 0 ? form.file : null;
  const stored = file ? await reencodeImage(file.data, { allowPdf: true }) : null;
  const attachmentKey = stored ? await ctx.storage.put(stored.data, stored.extension) : null;

  let movementId: number;
  try {
    movementId = await ctx.db.transaction(async (tx) => {
      // Ingresos never wait: only money leaving an account needs a second person.
      const waits =
        fields.type !== 'ingreso' &&
        (await waitsForSecondPerson(ctx, tx, { staffId: staff.userId, amount, currency }));
      const { movement } = await saveManualMovement(
        tx,
        {
          type: fields.type,
          state: waits ? 'pending' : 'recorded',
          cambixAccountId: fields.accountId,
          toAccountId: isTransfer ? fields.toAccountId : null,
          concept,
          amount: formatMoney(amount),
          operatedOn: fields.operatedOn,
          note: fields.note,
          operationNumber: fields.operationNumber,
          attachmentKey,
          attachmentMime: stored?.mimeType ?? null,
          createdBy: staff.userId,
        },
        ctx.now(),
      );
      return movement.id;
    });
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: without a file there is nothing to delete, and a failure is ignored
    if (attachmentKey) await ctx.storage.delete(attachmentKey).catch(() => undefined);
    throw error;
  }
  return readManualMovement(ctx.db, movementId);
}

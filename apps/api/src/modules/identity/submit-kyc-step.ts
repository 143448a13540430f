import type { KycStatus, KycSubmission } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { assertNoProblems } from '../../platform/refusal.ts';
import { type UserRow, findUserById } from '../auth/index.ts';
import {
  insertBankAccount,
  listBankAccounts,
  rethrowDuplicate,
  validateBankAccount,
} from '../bank-accounts/index.ts';
import { kycReviewNotice, notifyStaff } from '../notifications/index.ts';
import { personalDataColumns, personalDataProblems } from '../profile/index.ts';
import { advanceKycStep } from '../users/index.ts';
import { getKycStatus } from './get-kyc-status.ts';
import { kycReceivedMail } from './mails/kyc-received-mail.ts';
import { missingDocuments } from './upload-identity-document.ts';
import { recomputeRisk } from '../compliance-risk/index.ts';

/** Moves the customer from `from` on, only if they are still on `from` (two tabs submitting at once). */
async function advance(
  tx: Tx,
  user: UserRow,
  from: number,
  to: Parameters<typeof advanceKycStep>[3],
  now: Date,
) {
  if (!(await advanceKycStep(tx, user.id, from, to, now))) throw new AppError('KYC_STEP_NOT_CURRENT');
}

async function assertDocuments(ctx: AppContext, userId: number, step: number): Promise<void> {
  const missing = await missingDocuments(ctx, userId, step);
  if (missing.length > 0) {
    throw new AppError('KYC_DOCUMENTS_MISSING', {
      fields: Object.fromEntries(missing.map((kind) => [kind, 'Sube esta foto para continuar.'])),
      extra: { missing },
    });
  }
}

/**
 * `POST /api/validateDataUser/{userId}`: the customer submits the step they are on
 * (docs/rules/identity.md#kyc-step). 1: personal data and both DNI photos -> 2. 2: the selfie -> 3. 3: the
 * first bank account -> 0, and the account waits for staff review (POR_VALIDAR). A customer sent back by a
 * rejection, who already has an account, goes from 2 straight to 0. Each step leaves an audit row on the
 * customer's record.
 */
export async function submitKycStep(
  ctx: AppContext,
  principal: Principal,
  userId: number,
  submission: KycSubmission,
): Promise<KycStatus> {
  if (principal.userId !== userId) throw new AppError('FORBIDDEN_OWNER');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.kycStep !== submission.step) throw new AppError('KYC_STEP_NOT_CURRENT');
  const now = ctx.now();
  const audit = (tx: Tx, step: number, after: Record<string, unknown>) =>
    recordAudit(tx, {
      actorId: userId,
      action: `kyc.step-${step}`,
      targetType: 'user',
      targetId: userId,
      before: { state: step },
      after,
    });

  if (submission.step === 1) {
    const { step: _step, ...data } = submission;
    const context = { isPep: user.isPep, documentType: user.documentType, now };
    assertNoProblems(personalDataProblems(data, context));
    await assertDocuments(ctx, userId, 1);
    const columns = personalDataColumns(data, context);
    await ctx.db.transaction(async (tx) => {
      await advance(tx, user, 1, { ...columns, kycStep: 2 }, now);
      await audit(tx, 1, {
        state: 2,
        birthDate: columns.birthDate,
        gender: columns.gender,
        ubigeo: columns.ubigeo,
        direccion: columns.direccion,
        ocupacion: columns.ocupacion,
        nationality: columns.nationality,
        pepDetail: columns.pepDetail,
      });
      await recomputeRisk(ctx, tx, userId, { cause: 'profile', actorId: userId });
    });
  } else if (submission.step === 2) {
    await assertDocuments(ctx, userId, 2);
    // A customer sent back by a rejection already has an account: the validation is complete again.
    const hasAccount = (await listBankAccounts(ctx.db, userId)).length > 0;
    const notice = await ctx.db.transaction(async (tx) => {
      if (hasAccount) {
        await advance(tx, user, 2, { kycStep: 0, accountStatus: 'POR_VALIDAR' }, now);
        await audit(tx, 2, { state: 0, accountStatus: 'POR_VALIDAR' });
        await ctx.mailer.enqueue(tx, kycReceivedMail(ctx.config, user));
        return notifyStaff(tx, kycReviewNotice(user, now));
      }
      await advance(tx, user, 2, { kycStep: 3 }, now);
      await audit(tx, 2, { state: 3 });
      return null;
    });
    if (notice) ctx.events.publish(notice);
  } else {
    const { step: _step, ...fields } = submission;
    const checked = await validateBankAccount(ctx, fields);
    try {
      const notice = await ctx.db.transaction(async (tx) => {
        await advance(tx, user, 3, { kycStep: 0, accountStatus: 'POR_VALIDAR' }, now);
        const account = await insertBankAccount(tx, ctx, userId, fields, checked);
        await audit(tx, 3, { state: 0, accountStatus: 'POR_VALIDAR', bankAccountId: account.id });
        await ctx.mailer.enqueue(tx, kycReceivedMail(ctx.config, user));
        return notifyStaff(tx, kycReviewNotice(user, now));
      });
      ctx.events.publish(notice);
    } catch (error) {
      rethrowDuplicate(error);
    }
  }
  return getKycStatus(ctx, userId);
}

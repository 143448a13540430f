import { dataRequestCode, type DataRequestDetail, type DataRequestOutcome } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { dataRequests, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';
import { carryOutCancellation } from './carry-out-cancellation.ts';
import { readDataRequest } from './data-request-detail.ts';
import { requestAnsweredMail } from './mails/request-answered-mail.ts';
import { isOpenRequest } from './request-view.ts';

/** An open request, locked for the caller's change; an answered one never changes. */
async function lockOpenRequest(tx: Tx, requestId: number) {
  const [found] = await tx.select().from(dataRequests).where(eq(dataRequests.id, requestId)).for('update');
  if (!found) throw new AppError('DATA_REQUEST_NOT_FOUND');
  if (!isOpenRequest(found.status)) throw new AppError('DATA_REQUEST_CLOSED');
  return found;
}

/** Staff take a pending request: en curso, with who took it. Taking one already en curso is a no-op. */
export async function startDataRequest(
  ctx: AppContext,
  actorId: number,
  requestId: number,
): Promise<DataRequestDetail> {
  await ctx.db.transaction(async (tx) => {
    const found = await lockOpenRequest(tx, requestId);
    if (found.status === 'en_curso') return;
    await tx
      .update(dataRequests)
      .set({ status: 'en_curso', startedBy: actorId, startedAt: ctx.now() })
      .where(eq(dataRequests.id, requestId));
    await recordAudit(tx, {
      actorId,
      action: 'data-request.start',
      targetType: 'data_request',
      targetId: requestId,
      before: { status: found.status },
      after: { status: 'en_curso' },
    });
  });
  return readDataRequest(ctx.db, requestId, ctx.now());
}

/**
 * Staff answer a request (decision 169): atendida or denegada, with the answer the customer reads. An attended
 * cancellation is carried out in the same transaction and records what it removed and what it kept. The
 * customer is mailed the answer at the address they had.
 */
export async function answerDataRequest(
  ctx: AppContext,
  actorId: number,
  requestId: number,
  input: { outcome: DataRequestOutcome; answer: string },
): Promise<DataRequestDetail> {
  const storageKeys = await ctx.db.transaction(async (tx) => {
    const found = await lockOpenRequest(tx, requestId);
    const [owner] = await tx
      .select({ email: users.email, nombres: users.nombres })
      .from(users)
      .where(eq(users.id, found.userId));
    const now = ctx.now();
    const code = dataRequestCode(requestId);
    const cancels = found.kind === 'cancelacion' && input.outcome === 'atendida';
    const carried = cancels
      ? await carryOutCancellation(tx, { userId: found.userId, requestCode: code, staffId: actorId, now })
      : null;
    await tx
      .update(dataRequests)
      .set({
        status: input.outcome,
        answer: input.answer,
        answeredBy: actorId,
        answeredAt: now,
        startedBy: found.startedBy ?? actorId,
        startedAt: found.startedAt ?? now,
        cancellation: carried?.record ?? null,
      })
      .where(eq(dataRequests.id, requestId));
    await recordAudit(tx, {
      actorId,
      action: cancels
        ? 'data-request.cancel-data'
        : `data-request.${input.outcome === 'atendida' ? 'attend' : 'deny'}`,
      targetType: 'data_request',
      targetId: requestId,
      before: { status: found.status },
      after: { status: input.outcome, ...(carried ? { cancellation: carried.record } : {}) },
      note: input.answer,
    });
    if (owner) {
      await ctx.mailer.enqueue(
        tx,
        requestAnsweredMail(ctx.config, owner, {
          code,
          kind: found.kind,
          outcome: input.outcome,
          answer: input.answer,
          cancelled: cancels,
        }),
      );
    }
    return carried ? { userId: found.userId, keys: carried.storageKeys } : null;
  });
  if (storageKeys) {
    await forgetPrincipal(ctx, storageKeys.userId);
    ctx.events.publish({ type: 'user.sessions-revoked', userId: storageKeys.userId });
    // The rows are gone with the commit; a file that fails to go is logged for the operator.
    for (const key of storageKeys.keys) {
      await ctx.storage
        .delete(key)
        .catch((error: unknown) => ctx.log.error({ err: error, key }, 'cancelled file not deleted'));
    }
  }
  return readDataRequest(ctx.db, requestId, ctx.now());
}

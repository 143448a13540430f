import { PARTNER_CLIENT_ROLE_ID, ROLE_IDS, type RiskCause } from '@cambix/contract';
import { and, asc, gt, inArray } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { JobKind } from '../../platform/job-queue.ts';
import { recomputeRisk } from './recompute-risk.ts';

/** Customers computed per transaction. */
export const RISK_BATCH = 100;

/**
 * Saving Ajustes › Cumplimiento computes every customer's level again with the new settings, in the
 * background (decision 161): one job, in batches by id; a job tried again starts over (computing is
 * idempotent: the history only keeps changes).
 */
export const RISK_JOBS: JobKind<{ actorId: number | null }> = {
  name: 'risk-recompute',
  policy: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 3_600,
    deleteAfterSeconds: 7 * 24 * 3_600,
  },
};

const assessed = inArray(users.roleId, [ROLE_IDS.Cliente, PARTNER_CLIENT_ROLE_ID]);

/** Computes the next batch after `afterId`; the last id computed, or null when none was left. */
async function recomputeBatch(
  ctx: AppContext,
  actorId: number | null,
  afterId: number,
  cause: RiskCause,
): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const batch = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(assessed, gt(users.id, afterId)))
      .orderBy(asc(users.id))
      .limit(RISK_BATCH);
    for (const { id } of batch) await recomputeRisk(ctx, tx, id, { cause, actorId });
    return batch.length < RISK_BATCH ? null : (batch.at(-1)?.id ?? null);
  });
}

/** Every customer's level again (the job's work; also the seed's). */
export async function recomputeAllRisk(
  ctx: AppContext,
  actorId: number | null,
  cause: RiskCause = 'settings',
): Promise<void> {
  let after: number | null = 0;
  while (after !== null) after = await recomputeBatch(ctx, actorId, after, cause);
}

/** Queues the recomputation, in the caller's transaction or on its own. */
export function queueRiskRecompute(ctx: AppContext, db: Queryable, actorId: number | null): Promise<void> {
  return ctx.jobs.send(db, RISK_JOBS, [{ actorId }]);
}

/** This instance's worker for recomputations. */
export function handleRiskJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.handle(RISK_JOBS, (job: JobWithMetadata<{ actorId: number | null }>) =>
    recomputeAllRisk(ctx, job.data.actorId),
  );
}

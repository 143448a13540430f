import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { PARTNER_CLIENT_ROLE_ID, ROLE_IDS } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { screeningListVersions, users } from '../../platform/db/schema/index.ts';
import type { JobKind } from '../../platform/job-queue.ts';
import { screenCustomer } from './screen-customer.ts';

/** Customers screened per transaction: the progress moves in steps of this size. */
export const RESCREEN_BATCH = 100;

/**
 * A new list version screens every customer and partner client against it, in the background (decision
 * 153): one job per version, which screens them in batches by id and counts its progress on the version.
 * A job that is tried again goes on after the last customer counted.
 */
export const RESCREEN_JOBS: JobKind<{ versionId: number }> = {
  name: 'screening-rescreen',
  policy: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 3_600,
    deleteAfterSeconds: 7 * 24 * 3_600,
  },
};

/** Who is screened: customers and the partners' clients. */
export const screenedPeople = inArray(users.roleId, [ROLE_IDS.Cliente, PARTNER_CLIENT_ROLE_ID]);

export async function countScreenedPeople(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(screenedPeople);
  return row?.count ?? 0;
}

/** Screens the next batch after `afterId`; the last id screened, or null when none was left. */
async function screenBatch(ctx: AppContext, versionId: number, afterId: number): Promise<number | null> {
  const screened = await ctx.db.transaction(async (tx: Tx) => {
    const batch = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(screenedPeople, gt(users.id, afterId)))
      .orderBy(asc(users.id))
      .limit(RESCREEN_BATCH);
    let hits = 0;
    const notices = [];
    for (const { id } of batch) {
      const result = await screenCustomer(ctx, tx, id, 'list-version', [versionId]);
      hits += result.alertIds.length;
      notices.push(...result.notices);
    }
    const last = batch.at(-1)?.id ?? null;
    await tx
      .update(screeningListVersions)
      .set({
        rescreenDone: sql`${screeningListVersions.rescreenDone} + ${batch.length}`,
        rescreenHits: sql`${screeningListVersions.rescreenHits} + ${hits}`,
        rescreenLastUserId: last ?? afterId,
        ...(batch.length < RESCREEN_BATCH ? { rescreenFinishedAt: ctx.now() } : {}),
      })
      .where(eq(screeningListVersions.id, versionId));
    return { last: batch.length < RESCREEN_BATCH ? null : last, notices };
  });
  for (const notice of screened.notices) ctx.events.publish(notice);
  return screened.last;
}

async function rescreen(ctx: AppContext, job: JobWithMetadata<{ versionId: number }>): Promise<void> {
  const { versionId } = job.data;
  const [version] = await ctx.db
    .select({
      finishedAt: screeningListVersions.rescreenFinishedAt,
      lastUserId: screeningListVersions.rescreenLastUserId,
    })
    .from(screeningListVersions)
    .where(eq(screeningListVersions.id, versionId));
  if (!version || version.finishedAt) return;
  let after: number | null = version.lastUserId;
  while (after !== null) after = await screenBatch(ctx, versionId, after);
}

/** This instance's worker for re-screenings. */
export function handleRescreenJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.handle(RESCREEN_JOBS, (job) => rescreen(ctx, job));
}

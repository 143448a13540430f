import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { forgetGivenUpMail } from '../../platform/mail-queue.ts';
import { RETENTION_BATCH, RETENTION_BATCHES_PER_RUN } from '../../platform/retention-periods.ts';
import { forgetEndedSignInRecords } from '../auth/index.ts';
import { forgetRejectedIdentityDocuments } from '../identity/index.ts';
import { forgetSandboxOrders } from '../partners-sandbox/index.ts';
import { forgetUnconfirmedVisitorAlerts } from '../rate-alerts/index.ts';
import { expireDueExports } from './download-export.ts';

/** The kinds of data the retention table removes, as the deletion log names them. */
export type RetainedKind =
  | 'identity_document'
  | 'session'
  | 'sign_in_link'
  | 'spent_nonce'
  | 'sign_in_failures'
  | 'data_export_file'
  | 'failed_mail'
  | 'visitor_rate_alert'
  | 'sandbox_order';

/** What one run removed, by kind. */
export type RetentionRun = Record<RetainedKind, number>;

const EMPTY: RetentionRun = {
  identity_document: 0,
  session: 0,
  sign_in_link: 0,
  spent_nonce: 0,
  sign_in_failures: 0,
  data_export_file: 0,
  failed_mail: 0,
  visitor_rate_alert: 0,
  sandbox_order: 0,
};

/**
 * Every deletion is logged (decision 173): one audit row per kind and batch, by the system, with what kind,
 * how many and which ids (no personal data: ids only, and only a count where the key itself says who).
 */
async function logDeletion(
  db: Queryable,
  kind: RetainedKind,
  removed: { count: number; ids?: readonly (number | string)[]; userIds?: readonly number[] },
): Promise<void> {
  if (removed.count === 0) return;
  await recordAudit(db, {
    actorId: null,
    action: 'retention.delete',
    targetType: kind,
    targetId: 'retention',
    after: {
      count: removed.count,
      ...(removed.ids ? { ids: removed.ids } : {}),
      ...(removed.userIds ? { userIds: removed.userIds } : {}),
    },
  });
}

/**
 * Applies the retention table (docs/rules/personal-data.md, Retención) through each owning module, in
 * batches of up to RETENTION_BATCH rows of a kind and at most RETENTION_BATCHES_PER_RUN of them per run;
 * what is left waits for the next run. What the law makes Cambix keep is never among the kinds.
 */
export async function applyRetention(ctx: AppContext): Promise<RetentionRun> {
  const run = { ...EMPTY };
  const now = ctx.now();
  for (let batch = 0; batch < RETENTION_BATCHES_PER_RUN; batch += 1) {
    let full = false;

    const photos = await ctx.db.transaction(async (tx) => {
      const removed = await forgetRejectedIdentityDocuments(tx, now, RETENTION_BATCH);
      await logDeletion(tx, 'identity_document', {
        count: removed.ids.length,
        ids: removed.ids,
        userIds: removed.userIds,
      });
      return removed;
    });
    // The files go once their rows are gone for good; a file left by a failed delete is only unreachable.
    for (const key of photos.storageKeys) await ctx.storage.delete(key).catch(() => undefined);
    run.identity_document += photos.ids.length;
    full ||= photos.ids.length === RETENTION_BATCH;

    const signIn = await ctx.db.transaction(async (tx) => {
      const removed = await forgetEndedSignInRecords(tx, now, RETENTION_BATCH);
      await logDeletion(tx, 'session', { count: removed.sessions.length, ids: removed.sessions });
      await logDeletion(tx, 'sign_in_link', { count: removed.signInLinks.length, ids: removed.signInLinks });
      await logDeletion(tx, 'spent_nonce', { count: removed.spentNonces });
      await logDeletion(tx, 'sign_in_failures', { count: removed.signInFailures });
      return removed;
    });
    run.session += signIn.sessions.length;
    run.sign_in_link += signIn.signInLinks.length;
    run.spent_nonce += signIn.spentNonces;
    run.sign_in_failures += signIn.signInFailures;
    full ||= [
      signIn.sessions.length,
      signIn.signInLinks.length,
      signIn.spentNonces,
      signIn.signInFailures,
    ].some((count) => count === RETENTION_BATCH);

    const exports = await expireDueExports(ctx, now, RETENTION_BATCH);
    await logDeletion(ctx.db, 'data_export_file', { count: exports.length, ids: exports });
    run.data_export_file += exports.length;
    full ||= exports.length === RETENTION_BATCH;

    // Mail given up: the queue's jobs, with the mail's text (recipient, names, links).
    const mail = await forgetGivenUpMail(ctx.jobs, now, RETENTION_BATCH);
    await logDeletion(ctx.db, 'failed_mail', { count: mail.length, ids: mail });
    run.failed_mail += mail.length;
    full ||= mail.length === RETENTION_BATCH;

    const alerts = await ctx.db.transaction(async (tx) => {
      const removed = await forgetUnconfirmedVisitorAlerts(tx, now, RETENTION_BATCH);
      await logDeletion(tx, 'visitor_rate_alert', { count: removed.length, ids: removed });
      return removed;
    });
    run.visitor_rate_alert += alerts.length;
    full ||= alerts.length === RETENTION_BATCH;

    const sandbox = await ctx.db.transaction(async (tx) => {
      const removed = await forgetSandboxOrders(tx, now, RETENTION_BATCH);
      await logDeletion(tx, 'sandbox_order', { count: removed.length, ids: removed });
      return removed;
    });
    run.sandbox_order += sandbox.length;
    full ||= sandbox.length === RETENTION_BATCH;

    if (!full) break;
  }
  return run;
}

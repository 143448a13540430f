import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { NotificationCreated } from '../../platform/events.ts';
import { raiseAlert } from '../compliance-alerts/index.ts';
import { notifyStaff } from '../notifications/index.ts';
import { findHits, personMatchName, type ListHit } from './find-hits.ts';
import { matchDocument } from './normalize-name.ts';
import { COMPLIANCE_MODULE, screeningSettings } from './screening-settings.ts';
import { recomputeRisk } from '../compliance-risk/index.ts';

export const LIST_LABELS = { onu: 'ONU', ofac: 'OFAC', pep: 'PEP' } as const;

/** Why the customer was screened: kept in the alert's facts. */
export type ScreeningCause = 'registration' | 'data-change' | 'list-version' | 'first-partner-order';

export interface Screened {
  hits: ListHit[];
  /** Alerts raised now (a hit already alerted raises none). */
  alertIds: number[];
  /** The officers' notices, to publish after the commit. */
  notices: NotificationCreated[];
}

async function customerRow(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      nombres: users.nombres,
      apellidoPaterno: users.apellidoPaterno,
      apellidoMaterno: users.apellidoMaterno,
      documentType: users.documentType,
      documentNumber: users.documentNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * docs/rules/compliance.md#screening: screens one customer (or partner client) against the newest version
 * of every list, or the versions given, in the caller's transaction. Each hit raises one alert that holds
 * the customer, told to the officers' bell only; the same hit (same list entry, name and document) is
 * alerted once.
 */
export async function screenCustomer(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  cause: ScreeningCause,
  versionIds?: readonly number[],
): Promise<Screened> {
  const customer = await customerRow(tx, userId);
  if (!customer) return { hits: [], alertIds: [], notices: [] };
  const settings = await screeningSettings(ctx, tx);
  const hits = await findHits(tx, customer, settings.similarityThreshold, versionIds);
  const name = `${customer.nombres} ${customer.apellidoPaterno} ${customer.apellidoMaterno}`.trim();
  const matchName = personMatchName(customer);
  const document = matchDocument(customer.documentNumber);
  const at = ctx.now();
  const alertIds: number[] = [];
  const notices: NotificationCreated[] = [];
  for (const hit of hits) {
    const alert = await raiseAlert(tx, {
      kind: 'screening',
      userId,
      subject: `${hit.list}:${hit.reference}:${matchName}:${document}`,
      holds: true,
      score: hit.score,
      facts: {
        cause,
        list: hit.list,
        versionId: hit.versionId,
        entryId: hit.entryId,
        reference: hit.reference,
        listedName: hit.listedName,
        listDetails: hit.details,
        positionUntil: hit.positionUntil,
        customerName: name,
        customerDocument: `${customer.documentType} ${customer.documentNumber}`,
        matchName,
        score: hit.score,
        documentMatch: hit.documentMatch,
        threshold: settings.similarityThreshold,
      },
      at,
    });
    if (!alert) continue;
    alertIds.push(alert.id);
    notices.push(
      await notifyStaff(tx, {
        title: 'Alerta de cumplimiento',
        body: `Coincidencia en la lista ${LIST_LABELS[hit.list]} (${hit.documentMatch ? 'documento' : `similitud ${hit.score}`}): ${name} (${customer.documentType} ${customer.documentNumber}). Cliente retenido hasta revisión.`,
        link: `/dashboard/cumplimiento/alertas?alerta=${alert.id}`,
        group: 'cumplimiento',
        at,
        sourceKey: `compliance-alert:${alert.id}`,
        module: COMPLIANCE_MODULE,
      }),
    );
  }
  // The level follows what screening found and the data it read (docs/rules/compliance.md#customer-risk).
  await recomputeRisk(ctx, tx, userId, { cause });
  return { hits, alertIds, notices };
}

/** Screens a customer in a transaction of its own, then tells the officers. */
export async function screenCustomerNow(
  ctx: AppContext,
  userId: number,
  cause: ScreeningCause,
): Promise<Screened> {
  const screened = await ctx.db.transaction((tx) => screenCustomer(ctx, tx, userId, cause));
  for (const notice of screened.notices) ctx.events.publish(notice);
  return screened;
}

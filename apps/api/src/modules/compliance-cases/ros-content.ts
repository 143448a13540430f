import { caseCode } from '@cambix/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  complianceAlerts,
  complianceCaseItems,
  complianceCases,
  complianceRegister,
  orders,
  type RegisterParty,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { currentParties, customerParty } from '../compliance-register/index.ts';

export interface RosOperation {
  orderCode: string;
  /** When it was placed, and when it finished (paid out), UTC; null: not finished. */
  createdAt: string;
  operatedAt: string | null;
  type: 'compra' | 'venta' | 'cambio de saldo';
  sendAmount: string;
  sendCurrency: 'PEN' | 'USD';
  receiveAmount: string;
  receiveCurrency: 'PEN' | 'USD';
  rate: string | null;
  channel: string;
  partnerName: string | null;
  fundsOrigin: string | null;
  fundsOriginDetail: string | null;
  /** Whether the parties are the register's snapshot (as they were then) or today's data. */
  partiesFrom: 'register' | 'current';
  ejecutante: RegisterParty;
  ordenante: RegisterParty;
  beneficiario: RegisterParty;
}

/** What the ROS says (docs/rules/compliance.md#ros): kept whole in the case when it is sent. */
export interface RosContent {
  caseCode: string;
  title: string;
  preparedAt: string;
  subject: RegisterParty;
  alerts: { kind: string; createdAt: string }[];
  operations: RosOperation[];
  narrative: string;
  attachments: { fileName: string; description: string | null; addedAt: string }[];
}

const orderType = (order: { kind: string; direction: 'compra' | 'venta' | null }) =>
  order.kind === 'divisas' ? (order.direction ?? 'compra') : 'cambio de saldo';

/**
 * The ROS of a case as it would be sent now: the subject's identity, each operation with its parties (the
 * register's snapshot of them when the order entered the register, the newest correction first; today's
 * data otherwise), the alerts, the narrative and the list of attachments.
 */
export async function rosContent(db: Queryable, caseId: number, now: Date): Promise<RosContent> {
  const [found] = await db.select().from(complianceCases).where(eq(complianceCases.id, caseId));
  if (!found) throw new AppError('CASE_NOT_FOUND');
  const items = await db
    .select()
    .from(complianceCaseItems)
    .where(eq(complianceCaseItems.caseId, caseId))
    .orderBy(asc(complianceCaseItems.addedAt), asc(complianceCaseItems.id));
  const orderIds = items.flatMap((item) => (item.orderId === null ? [] : [item.orderId]));
  const alertIds = items.flatMap((item) => (item.alertId === null ? [] : [item.alertId]));
  const caseOrders = orderIds.length
    ? await db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.createdAt))
    : [];
  const registerRows = orderIds.length
    ? await db
        .select({ orderId: complianceRegister.orderId, snapshot: complianceRegister.snapshot })
        .from(complianceRegister)
        .where(inArray(complianceRegister.orderId, orderIds))
        .orderBy(desc(complianceRegister.id))
    : [];
  const snapshotOf = new Map<number, (typeof registerRows)[number]['snapshot']>();
  for (const row of registerRows) if (!snapshotOf.has(row.orderId)) snapshotOf.set(row.orderId, row.snapshot);

  const operations: RosOperation[] = [];
  for (const order of caseOrders) {
    const snapshot = snapshotOf.get(order.id);
    const parties = snapshot ?? (await currentParties(db, order));
    operations.push({
      orderCode: order.code,
      createdAt: order.createdAt.toISOString(),
      operatedAt: snapshot?.operatedAt ?? order.paidOutAt?.toISOString() ?? null,
      type: snapshot?.type ?? orderType(order),
      sendAmount: order.sendAmount,
      sendCurrency: order.sendCurrency,
      receiveAmount: order.receiveAmount,
      receiveCurrency: order.currency,
      rate: snapshot?.rate ?? order.rate,
      channel: order.channel,
      partnerName: parties.partner?.name ?? null,
      fundsOrigin: order.fundsOrigin,
      fundsOriginDetail: order.fundsOriginDetail,
      partiesFrom: snapshot ? 'register' : 'current',
      ejecutante: parties.ejecutante,
      ordenante: parties.ordenante,
      beneficiario: parties.beneficiario,
    });
  }
  const alerts = alertIds.length
    ? await db
        .select({ kind: complianceAlerts.kind, createdAt: complianceAlerts.createdAt })
        .from(complianceAlerts)
        .where(inArray(complianceAlerts.id, alertIds))
        .orderBy(asc(complianceAlerts.createdAt))
    : [];
  return {
    caseCode: caseCode(caseId),
    title: found.title,
    preparedAt: now.toISOString(),
    subject: await customerParty(db, found.userId),
    alerts: alerts.map((alert) => ({ kind: alert.kind, createdAt: alert.createdAt.toISOString() })),
    operations,
    narrative: found.narrative,
    attachments: items
      .filter((item) => item.kind === 'document')
      .map((item) => ({
        fileName: item.fileName ?? '',
        description: item.text,
        addedAt: item.addedAt.toISOString(),
      })),
  };
}

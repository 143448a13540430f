import { caseCode, type ComplianceCase, type ComplianceCaseSummary } from '@cambix/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import {
  complianceAlerts,
  complianceCaseItems,
  complianceCases,
  orders,
  users,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

const opener = alias(users, 'opener');
const closer = alias(users, 'closer');
const adder = alias(users, 'adder');

const nameOf = (table: { nombres: AnyPgColumn; apellidoPaterno: AnyPgColumn }) =>
  sql<string>`trim(${table.nombres} || ' ' || ${table.apellidoPaterno})`;

/** Cases with their subject and who opened and closed them, as the officer reads them. */
export function caseQuery(db: Queryable) {
  return db
    .select({
      id: complianceCases.id,
      title: complianceCases.title,
      status: complianceCases.status,
      narrative: complianceCases.narrative,
      openedAt: complianceCases.openedAt,
      closedAt: complianceCases.closedAt,
      archiveReason: complianceCases.archiveReason,
      rosSentOn: complianceCases.rosSentOn,
      uifReference: complianceCases.uifReference,
      customerId: users.id,
      customerName: sql<string>`trim(${users.nombres} || ' ' || ${users.apellidoPaterno} || ' ' || coalesce(${users.apellidoMaterno}, ''))`,
      customerDocument: sql<string>`${users.documentType} || ' ' || ${users.documentNumber}`,
      openedBy: nameOf(opener),
      closedBy: sql<string | null>`trim(${closer.nombres} || ' ' || ${closer.apellidoPaterno})`,
      itemCount: sql<number>`(select count(*)::int from ${complianceCaseItems} where ${complianceCaseItems.caseId} = ${complianceCases.id})`,
    })
    .from(complianceCases)
    .innerJoin(users, eq(users.id, complianceCases.userId))
    .innerJoin(opener, eq(opener.id, complianceCases.openedBy))
    .leftJoin(closer, eq(closer.id, complianceCases.closedBy));
}

type CaseRow = Awaited<ReturnType<typeof caseQuery>>[number];

export const toSummary = (row: CaseRow): ComplianceCaseSummary => ({
  id: row.id,
  code: caseCode(row.id),
  title: row.title,
  status: row.status,
  customer: { id: row.customerId, name: row.customerName, document: row.customerDocument },
  openedBy: row.openedBy,
  openedAt: row.openedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  itemCount: row.itemCount,
});

const orderType = (order: { kind: string; direction: string | null }) =>
  order.kind === 'divisas' ? (order.direction ?? 'compra') : 'cambio de saldo';

/** A case with everything it collected, oldest first. */
export async function readCase(db: Queryable, caseId: number): Promise<ComplianceCase> {
  const [row] = await caseQuery(db).where(eq(complianceCases.id, caseId));
  if (!row) throw new AppError('CASE_NOT_FOUND');
  const items = await db
    .select({
      id: complianceCaseItems.id,
      kind: complianceCaseItems.kind,
      alertId: complianceCaseItems.alertId,
      orderId: complianceCaseItems.orderId,
      fileName: complianceCaseItems.fileName,
      mimeType: complianceCaseItems.mimeType,
      byteSize: complianceCaseItems.byteSize,
      text: complianceCaseItems.text,
      addedAt: complianceCaseItems.addedAt,
      addedBy: nameOf(adder),
    })
    .from(complianceCaseItems)
    .innerJoin(adder, eq(adder.id, complianceCaseItems.addedBy))
    .where(eq(complianceCaseItems.caseId, caseId))
    .orderBy(asc(complianceCaseItems.addedAt), asc(complianceCaseItems.id));
  const alertIds = items.flatMap((item) => (item.alertId === null ? [] : [item.alertId]));
  const orderIds = items.flatMap((item) => (item.orderId === null ? [] : [item.orderId]));
  const alerts = alertIds.length
    ? await db
        .select({
          id: complianceAlerts.id,
          kind: complianceAlerts.kind,
          status: complianceAlerts.status,
          createdAt: complianceAlerts.createdAt,
        })
        .from(complianceAlerts)
        .where(inArray(complianceAlerts.id, alertIds))
    : [];
  const caseOrders = orderIds.length
    ? await db
        .select({
          id: orders.id,
          code: orders.code,
          createdAt: orders.createdAt,
          kind: orders.kind,
          direction: orders.direction,
          sendAmount: orders.sendAmount,
          sendCurrency: orders.sendCurrency,
          receiveAmount: orders.receiveAmount,
          receiveCurrency: orders.currency,
        })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const alertById = new Map(alerts.map((alert) => [alert.id, alert]));
  const orderById = new Map(caseOrders.map((order) => [order.id, order]));
  return {
    ...toSummary(row),
    narrative: row.narrative,
    closedBy: row.closedBy,
    archiveReason: row.archiveReason,
    ros:
      row.rosSentOn === null
        ? null
        : { sentOn: row.rosSentOn, uifReference: row.uifReference, recordedBy: row.closedBy ?? '' },
    items: items.map((item) => {
      const alert = item.alertId === null ? undefined : alertById.get(item.alertId);
      const order = item.orderId === null ? undefined : orderById.get(item.orderId);
      return {
        id: item.id,
        kind: item.kind,
        addedBy: item.addedBy,
        addedAt: item.addedAt.toISOString(),
        alert: alert ? { ...alert, createdAt: alert.createdAt.toISOString() } : null,
        order: order
          ? {
              id: order.id,
              code: order.code,
              createdAt: order.createdAt.toISOString(),
              type: orderType(order),
              sendAmount: order.sendAmount,
              sendCurrency: order.sendCurrency,
              receiveAmount: order.receiveAmount,
              receiveCurrency: order.receiveCurrency,
            }
          : null,
        document:
          item.kind === 'document'
            ? {
                fileName: item.fileName ?? '',
                mimeType: item.mimeType ?? '',
                byteSize: item.byteSize ?? 0,
              }
            : null,
        text: item.text,
      };
    }),
  };
}

import { dataRequestCode, isPast, type DataRequest, type DataRequestSummary } from '@cambix/contract';
import type { dataRequests } from '../../platform/db/schema/index.ts';
import { limaBusinessDaysLeft } from '../../platform/lima-business-days.ts';
import { limaDay, limaDayEnd } from '../../platform/lima-calendar.ts';

type RequestRow = typeof dataRequests.$inferSelect;

export const isOpenRequest = (status: RequestRow['status']) =>
  status === 'pendiente' || status === 'en_curso';

/** A request as its customer sees it. */
export function presentRequest(row: RequestRow): DataRequest {
  return {
    id: row.id,
    code: dataRequestCode(row.id),
    kind: row.kind,
    text: row.text,
    status: row.status,
    filedAt: row.filedAt.toISOString(),
    dueOn: row.dueOn,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * The deadline as staff see it: business days left from today (Lima), and overdue once its last Lima day has
 * ended with the request still open (docs/rules/deadlines.md#the-exact-instant).
 */
export function deadlineOf(row: Pick<RequestRow, 'dueOn' | 'status'>, now: Date) {
  return {
    businessDaysLeft: limaBusinessDaysLeft(limaDay(now), row.dueOn),
    overdue: isOpenRequest(row.status) && isPast(limaDayEnd(row.dueOn), now),
  };
}

export function presentSummary(
  row: RequestRow,
  customer: DataRequestSummary['customer'],
  now: Date,
): DataRequestSummary {
  return {
    id: row.id,
    code: dataRequestCode(row.id),
    kind: row.kind,
    status: row.status,
    customer,
    filedAt: row.filedAt.toISOString(),
    dueOn: row.dueOn,
    ...deadlineOf(row, now),
  };
}

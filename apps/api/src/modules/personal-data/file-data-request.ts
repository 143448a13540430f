import { DATA_REQUEST_BUSINESS_DAYS, type DataRequest, type DataRequestKind } from '@cambix/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { dataRequests } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { addLimaBusinessDays } from '../../platform/lima-business-days.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { presentRequest } from './request-view.ts';

/**
 * The customer files a rectificación, cancelación or oposición; its deadline is the 10th Lima business day
 * after the day it is filed (decision 169). One open request of each kind at a time.
 */
export async function fileDataRequest(
  ctx: AppContext,
  userId: number,
  request: { kind: DataRequestKind; text: string },
): Promise<DataRequest> {
  const row = await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: dataRequests.id })
      .from(dataRequests)
      .where(
        and(
          eq(dataRequests.userId, userId),
          eq(dataRequests.kind, request.kind),
          inArray(dataRequests.status, ['pendiente', 'en_curso']),
        ),
      );
    if (open) throw new AppError('DATA_REQUEST_OPEN');
    const now = ctx.now();
    const [created] = await tx
      .insert(dataRequests)
      .values({
        userId,
        kind: request.kind,
        text: request.text,
        filedAt: now,
        dueOn: addLimaBusinessDays(limaDay(now), DATA_REQUEST_BUSINESS_DAYS),
      })
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      action: 'data-request.file',
      targetType: 'data_request',
      targetId: created!.id,
      after: { kind: request.kind, dueOn: created!.dueOn },
    });
    return created!;
  });
  return presentRequest(row);
}

import type { NotificationModal } from '@cambix/contract';
import type { staffNoticeRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Realtime } from '../../platform/realtime/realtime-server.ts';
import { STAFF_ROOM } from '../../platform/realtime/rooms.ts';
import { notifyStaff } from './notify-staff.ts';

type Notice = z.output<typeof staffNoticeRequest>;

/**
 * `POST /api/admin/notices`: an Administrador's system notice. A bell item for every active staff member
 * (group system), or a modal that opens now on every connected staff screen. Returns how many people it
 * reached: recipients of the item, or staff members connected for the modal.
 */
export async function sendStaffNotice(
  ctx: AppContext,
  realtime: Realtime,
  actorId: number,
  notice: Notice,
): Promise<{ recipients: number }> {
  if (notice.kind === 'notification') {
    const delivery = await ctx.db.transaction(async (tx) => {
      const created = await notifyStaff(tx, {
        title: notice.title,
        body: notice.body,
        link: notice.link ?? null,
        group: 'system',
        at: ctx.now(),
      });
      await recordAudit(tx, {
        actorId,
        action: 'notice.send',
        targetType: 'notification',
        targetId: created.notification.uuid,
        after: { kind: notice.kind, title: notice.title, recipients: created.recipientIds.length },
      });
      return created;
    });
    ctx.events.publish(delivery);
    return { recipients: delivery.recipientIds.length };
  }

  const modal: NotificationModal = {
    message: notice.body,
    title: notice.title,
    link: notice.link ?? null,
    type: notice.type ?? 'default',
  };
  const connected = await realtime.io.in(STAFF_ROOM).fetchSockets();
  realtime.toStaff('notification:modal', modal);
  await recordAudit(ctx.db, {
    actorId,
    action: 'notice.send',
    targetType: 'modal',
    targetId: 'staff',
    after: { kind: notice.kind, title: notice.title },
  });
  return { recipients: new Set(connected.map((socket) => socket.data.principal?.userId)).size };
}

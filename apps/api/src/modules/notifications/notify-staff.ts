import crypto from 'node:crypto';
import {
  normalizeGroup,
  NOTIFIED_ROLE_IDS,
  type NotificationModal,
  type NotificationTaskKind,
  ROLE_IDS,
  type StaffModule,
} from '@cambix/contract';
import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import {
  notificationRecipients,
  notifications,
  staffPermissions,
  users,
} from '../../platform/db/schema/index.ts';
import type { NotificationCreated } from '../../platform/events.ts';

export interface NotificationTask {
  kind: NotificationTaskKind;
  /** The order's id, or the customer's for a review. */
  id: number;
}

export interface StaffNotice {
  title: string;
  body: string;
  /** An in-app staff path (`/dashboard/pago/42`) or an http(s) address. */
  link: string | null;
  group: string;
  at: Date;
  /** The event it stands for, when it must be told only once. */
  sourceKey?: string;
  /** The staff task it asks for: doing it resolves the notice for everyone (docs/rules/notifications.md#tasks). */
  task?: NotificationTask;
  /**
   * Opens every staff member's modal too (docs/rules/notifications.md#who-is-notified: what needs attention
   * now).
   */
  modal?: NotificationModal;
  /**
   * Only Administradores and the Colaboradores who may view this module are told (a compliance alert must
   * leave no trace with anyone else, docs/rules/compliance.md#confidentiality).
   */
  module?: StaffModule;
}

/** An Administrador, or a Colaborador granted view of the module. */
const holdsModule = (module: StaffModule) =>
  or(
    eq(users.roleId, ROLE_IDS.Administrador),
    exists(
      sql`(select 1 from ${staffPermissions} where ${staffPermissions.userId} = ${users.id} and ${staffPermissions.module} = ${module} and (${staffPermissions.canView} or ${staffPermissions.canEdit}))`,
    ),
  );

/**
 * Writes a notification for every active staff member (id_rol 1 and 3) inside the caller's transaction,
 * so it exists exactly when what it tells does. Returns the delivery to publish after the commit; a notice
 * already told (same `sourceKey`) delivers to nobody.
 */
export async function notifyStaff(tx: Tx, notice: StaffNotice): Promise<NotificationCreated> {
  const uuid = crypto.randomUUID();
  const group = normalizeGroup(notice.group);
  const [inserted] = await tx
    .insert(notifications)
    .values({
      uuid,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      group,
      sourceKey: notice.sourceKey ?? null,
      taskKind: notice.task?.kind ?? null,
      taskId: notice.task?.id ?? null,
      createdAt: notice.at,
    })
    .onConflictDoNothing()
    .returning({ uuid: notifications.uuid });
  const notification = {
    uuid,
    title: notice.title,
    body: notice.body,
    link: notice.link,
    group,
    read: false,
    createdAt: notice.at.toISOString(),
    resolution: null,
  };
  if (!inserted) return { type: 'notification.created', notification, recipientIds: [] };

  const recipients = await tx
    .insert(notificationRecipients)
    .select(
      tx
        .select({
          notificationUuid: sql<string>`${uuid}::uuid`.as('notification_uuid'),
          userId: users.id,
          createdAt: sql<Date>`${notice.at.toISOString()}::timestamptz`.as('created_at'),
          readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
        })
        .from(users)
        .where(
          and(
            inArray(users.roleId, [...NOTIFIED_ROLE_IDS]),
            eq(users.accountStatus, 'ACTIVO'),
            notice.module ? holdsModule(notice.module) : undefined,
          ),
        ),
    )
    .returning({ userId: notificationRecipients.userId });
  return {
    type: 'notification.created',
    notification,
    recipientIds: recipients.map((row) => row.userId),
    ...(notice.modal ? { modal: notice.modal } : {}),
  };
}

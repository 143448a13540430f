import { NOTIFICATION_TASK_KINDS } from '@cambix/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/** What happened, once (docs/rules/notifications.md#notification-rows); who has read it is per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    uuid: uuid().primaryKey(),
    title: text().notNull(),
    body: text().notNull(),
    /** An http(s) address or an in-app path. */
    link: text(),
    /** Stored normalised (`normalizeGroup`). */
    group: text().notNull(),
    /** The event it stands for, when it must be told once (e.g. `order-finalized:42`). */
    sourceKey: text().unique(),
    /**
     * The staff task it asks for (docs/rules/notifications.md#tasks): a kind (`NOTIFICATION_TASK_KINDS`) and the
     * order or customer id. Null for a notice that asks nothing.
     */
    taskKind: text({ enum: NOTIFICATION_TASK_KINDS }),
    taskId: integer(),
    /** When the task was done, for every recipient at once, and by which staff member. */
    resolvedAt: moment(),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    // Resolving a task finds its open notifications.
    index('notifications_open_task_idx')
      .on(table.taskKind, table.taskId)
      .where(sql`${table.resolvedAt} is null and ${table.taskKind} is not null`),
  ],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationUuid: uuid()
      .notNull()
      .references(() => notifications.uuid, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notification's, copied so "mine, newest first" and `since` walk one index. */
    createdAt: moment().notNull(),
    readAt: moment(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.notificationUuid] }),
    index('notification_recipients_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.notificationUuid.desc(),
    ),
    // The bell's unread count reads the unread rows only, not every notification the user ever had.
    index('notification_recipients_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

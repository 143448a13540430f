import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const moment = () => timestamp({ withTimezone: true });

/** What happened, once (docs/rules/notifications.md#notification-rows); who has read it is per recipient. */
export const notifications = pgTable('notifications', {
  uuid: uuid().primaryKey(),
  title: text().notNull(),
  body: text().notNull(),
  /** An http(s) address or an in-app path. */
  link: text(),
  /** Stored normalised (`normalizeGroup`). */
  group: text().notNull(),
  /** The event it stands for, when it must be told once (e.g. `order-finalized:42`). */
  sourceKey: text().unique(),
  createdAt: moment().notNull().defaultNow(),
});

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
  ],
);

import { z } from 'zod';
import { NOTIFICATION_MODAL_TYPES } from './rules.ts';

/** One notification as its recipient sees it (docs/rules/notifications.md#notification-rows). */
export const notification = z.object({
  uuid: z.uuid(),
  title: z.string(),
  body: z.string(),
  /** An http(s) address or an in-app path; the web follows nothing else. */
  link: z.string().nullable(),
  /** Already normalised (`normalizeGroup`). */
  group: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /**
   * The task it asked for is done (docs/rules/notifications.md#tasks): when, and the staff member's name
   * (null when nobody signed in did it). A resolved notification counts as read.
   */
  resolution: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof notification>;

/**
 * `notification:resolved`: these notifications' task was done; one event to all their recipients, whose
 * bells dim them and stop counting them.
 */
export const notificationResolved = z.object({
  uuids: z.array(z.string()),
  resolution: z.object({ at: z.string(), by: z.string().nullable() }),
});
export type NotificationResolved = z.infer<typeof notificationResolved>;

/** `GET /api/notifications?since=ISO`: without `since`, the recipient's latest; with it, what came after. */
export const notificationsQuery = z.object({
  since: z.iso.datetime({ offset: true, error: 'Usa una fecha ISO 8601.' }).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationList = z.object({
  items: z.array(notification),
  /** Unread among all the recipient's notifications, not only those listed. */
  unreadCount: z.number().int(),
  /** The server's clock when it answered: the next `since`. */
  serverTime: z.string(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationParams = z.object({ uuid: z.uuid('Notificación no válida.') });
export type NotificationParams = z.input<typeof notificationParams>;

/** Read state after a change, as every tab of the recipient hears it (`notification:state`). */
export const notificationState = z.object({
  /** The notifications changed; `all` after "mark all as read" (optionally of one group). */
  uuids: z.union([z.array(z.string()), z.literal('all')]),
  group: z.string().nullable(),
  read: z.boolean(),
  unreadCount: z.number().int(),
});
export type NotificationState = z.infer<typeof notificationState>;

/** `PATCH /api/notifications/read-all`: every unread one, or those of one group (the panel's 'Leer todas'). */
export const readAllRequest = z.object({ group: z.string().trim().max(60).optional() });
export type ReadAllRequest = z.input<typeof readAllRequest>;

/** `notification:modal` (docs/rules/notifications.md#the-modal): what needs attention now. */
export const notificationModal = z.object({
  message: z.string(),
  link: z.string().nullable().optional(),
  type: z.enum(NOTIFICATION_MODAL_TYPES).optional(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  linkText: z.string().optional(),
  closeOnAction: z.boolean().optional(),
});
export type NotificationModal = z.infer<typeof notificationModal>;

/** An Administrador's notice to every staff member: a bell item, or a modal that opens at once. */
export const staffNoticeRequest = z.object({
  kind: z.enum(['notification', 'modal']),
  title: z.string().trim().min(1, 'Escribe un título.').max(120),
  body: z.string().trim().min(1, 'Escribe el mensaje.').max(1000),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^(https?:\/\/|\/(?!\/))/.test(value), 'Usa un enlace http(s) o una ruta de la app.')
    .optional(),
  type: z.enum(NOTIFICATION_MODAL_TYPES).optional(),
});
export type StaffNoticeRequest = z.input<typeof staffNoticeRequest>;
export const staffNoticeResult = z.object({ recipients: z.number().int() });

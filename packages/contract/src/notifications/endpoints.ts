import { endpoint, withCallers } from '../http/endpoint.ts';
import { notificationCallers } from './callers.ts';
import type {
  Notification,
  NotificationList,
  NotificationParams,
  NotificationsQuery,
  NotificationState,
  ReadAllRequest,
  StaffNoticeRequest,
} from './schemas.ts';

/**
 * docs/rules/notifications.md#notification-rows: the caller's own notifications only (staff, id_rol 1 and 3).
 */
export const notificationEndpoints = withCallers(notificationCallers, {
  list: endpoint<{ query: NotificationsQuery; response: NotificationList }>('GET', '/api/notifications'),
  read: endpoint<{ params: NotificationParams; response: Notification }>(
    'PATCH',
    '/api/notifications/:uuid/read',
  ),
  readAll: endpoint<{ body: ReadAllRequest; response: NotificationState }>(
    'PATCH',
    '/api/notifications/read-all',
  ),
  unread: endpoint<{ params: NotificationParams; response: Notification }>(
    'PATCH',
    '/api/notifications/:uuid/unread',
  ),
  /** Administrador only: a system notice to every staff member. */
  sendStaffNotice: endpoint<{ body: StaffNoticeRequest; response: { recipients: number } }>(
    'POST',
    '/api/admin/notices',
  ),
});

import { notificationEndpoints, type NotificationState } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** Every unread notification of the caller, or only those of one group (the panel's 'Leer todas'). */
export function markAllNotificationsRead(group: string | null): Promise<NotificationState> {
  return apiCall(notificationEndpoints.readAll, { body: group ? { group } : {} });
}

import { notificationEndpoints, type NotificationList } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** The caller's notifications; with `since`, only those that came after it. */
export function listNotifications(since: string | null): Promise<NotificationList> {
  return apiCall(notificationEndpoints.list, { query: since ? { since } : {} });
}

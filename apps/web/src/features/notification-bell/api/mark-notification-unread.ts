import { notificationEndpoints, type Notification } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

export function markNotificationUnread(uuid: string): Promise<Notification> {
  return apiCall(notificationEndpoints.unread, { params: { uuid } });
}

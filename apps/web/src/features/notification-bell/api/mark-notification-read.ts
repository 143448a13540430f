import { notificationEndpoints, type Notification } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

export function markNotificationRead(uuid: string): Promise<Notification> {
  return apiCall(notificationEndpoints.read, { params: { uuid } });
}

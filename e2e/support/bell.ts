import type { APIRequestContext } from '@playwright/test';
import { apiSession } from './api.ts';
import { DEMO_PASSWORD } from './session.ts';

/** The bell's accessible name for an unread count. */
export const bellName = (unread: number) =>
  unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} sin leer`;

/**
 * The server's unread count for a demo staff member. The bell's label says 0 until its own count arrives, so a
 * count read from it can be the one still loading, and what arrives next looks like a new notification.
 */
export async function unreadOf(request: APIRequestContext, dni: string): Promise<number> {
  const { headers } = await apiSession(request, dni, DEMO_PASSWORD);
  const response = await request.get('/api/notifications', { headers });
  return ((await response.json()) as { data: { unreadCount: number } }).data.unreadCount;
}

import type { Notification } from '@cambix/contract';
import { markRead } from './mark-notifications.ts';
import { toSafeLink } from '@/features/notifications';

/**
 * A click on an item (docs/rules/notifications.md#the-bell): it becomes read and its link is followed, an
 * http(s) one in a new tab and an in-app path by navigation; any other link is ignored. Tells what it did
 * with the link.
 */
export function openNotification(
  item: Notification,
  navigate: (path: string) => void,
): 'external' | 'internal' | 'none' {
  if (!item.read) void markRead(item.uuid);
  const link = toSafeLink(item.link);
  if (link?.kind === 'external') {
    window.open(link.href, '_blank', 'noopener,noreferrer');
    return 'external';
  }
  if (link?.kind === 'internal') {
    navigate(link.path);
    return 'internal';
  }
  return 'none';
}

import CheckIcon from '@mui/icons-material/Check';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime, formatTime } from '@/lib/dates.ts';
import { limaDay } from '../notification-rules.ts';
import { GroupIcon } from './group-icon.tsx';

const t = staffEs.notifications;

interface NotificationItemProps {
  item: Notification;
  onOpen: (item: Notification) => void;
  onToggleRead: (item: Notification) => void;
}

/** When a task was resolved: HH:MM today, the date too on another day (Lima). */
function resolvedWhen(at: string): string {
  return limaDay(at) === limaDay(Date.now()) ? formatTime(at) : formatDateTime(at);
}

/**
 * One row of the panel (docs/rules/notifications.md#the-bell): title, body, HH:MM, group chip, unread dot and
 * the read toggle. A resolved one is dimmed, says who resolved it and has no toggle: it is done.
 */
export function NotificationItem({ item, onOpen, onToggleRead }: NotificationItemProps) {
  const toggleLabel = item.read ? t.markUnread : t.markRead;
  const { resolution } = item;
  return (
    <ListItem
      disablePadding
      data-unread={!item.read}
      data-resolved={resolution !== null}
      secondaryAction={
        resolution ? null : (
          <Tooltip title={toggleLabel}>
            <IconButton edge="end" size="small" aria-label={toggleLabel} onClick={() => onToggleRead(item)}>
              {item.read ? <MarkEmailUnreadOutlinedIcon fontSize="small" /> : <CheckIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )
      }
      sx={{ bgcolor: item.read ? 'transparent' : 'action.hover' }}
    >
      <ListItemButton
        onClick={() => onOpen(item)}
        sx={{ alignItems: 'flex-start', gap: 1.5, pr: resolution ? 2 : 7 }}
      >
        <GroupIcon group={item.group} color={item.read ? 'disabled' : 'primary'} sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              component="span"
              color={resolution ? 'text.secondary' : 'text.primary'}
              sx={{ flex: 1, minWidth: 0, fontWeight: item.read ? 500 : 700, overflowWrap: 'anywhere' }}
            >
              {item.title}
            </Typography>
            <Typography component="time" dateTime={item.createdAt} variant="caption" color="text.secondary">
              {formatTime(item.createdAt)}
            </Typography>
            {!item.read && (
              <Box
                role="img"
                aria-label={t.unreadDot}
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
              />
            )}
          </Box>
          {item.body && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {item.body}
            </Typography>
          )}
          {resolution && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, overflowWrap: 'anywhere' }}
            >
              <TaskAltIcon color="success" sx={{ fontSize: 16 }} aria-hidden />
              {t.resolvedBy(resolution.by, resolvedWhen(resolution.at))}
            </Typography>
          )}
          <Chip size="small" variant="outlined" label={t.groupName(item.group)} sx={{ mt: 0.75 }} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

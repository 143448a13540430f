import CheckIcon from '@mui/icons-material/Check';
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
import { formatTime } from '@/lib/dates.ts';
import { GroupIcon } from './group-icon.tsx';

const t = staffEs.notifications;

interface NotificationItemProps {
  item: Notification;
  onOpen: (item: Notification) => void;
  onToggleRead: (item: Notification) => void;
}

/**
 * One row of the panel (docs/rules/notifications.md#the-bell): title, body, HH:MM, group chip, unread dot and
 * the read toggle.
 */
export function NotificationItem({ item, onOpen, onToggleRead }: NotificationItemProps) {
  const toggleLabel = item.read ? t.markUnread : t.markRead;
  return (
    <ListItem
      disablePadding
      data-unread={!item.read}
      secondaryAction={
        <Tooltip title={toggleLabel}>
          <IconButton edge="end" size="small" aria-label={toggleLabel} onClick={() => onToggleRead(item)}>
            {item.read ? <MarkEmailUnreadOutlinedIcon fontSize="small" /> : <CheckIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      }
      sx={{ bgcolor: item.read ? 'transparent' : 'action.hover' }}
    >
      <ListItemButton onClick={() => onOpen(item)} sx={{ alignItems: 'flex-start', gap: 1.5, pr: 7 }}>
        <GroupIcon group={item.group} color={item.read ? 'disabled' : 'primary'} sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              component="span"
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
          <Chip size="small" variant="outlined" label={t.groupName(item.group)} sx={{ mt: 0.75 }} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

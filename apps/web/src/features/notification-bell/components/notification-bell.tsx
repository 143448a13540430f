import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Tooltip from '@mui/material/Tooltip';
import type { Notification } from '@cambix/contract';
import { useCallback, useEffect, useEffectEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { staffEs } from '@/i18n/staff.ts';
import { showBrowserNotification } from '../browser-notifications.ts';
import { onNewNotification, useNotificationStore } from '../notification-store.ts';
import { startNotifications } from '../notification-sync.ts';
import { openNotification } from '../open-notification.ts';
import { NotificationPanel } from './notification-panel.tsx';

const t = staffEs.notifications;
export const PANEL_WIDTH = 640;

/**
 * The bell of the admin top bar (docs/rules/notifications.md#the-bell): the unread count and, on a click, the
 * panel (full width on a phone).
 */
// A Popper rather than a Popover: Popover would become a chunk of its own, named in the /login entry's
// preload map (decision 049). Escape and a click outside close it, as a Popover would.
export function NotificationBell({ fullWidth = false }: { fullWidth?: boolean }) {
  const unreadCount = useNotificationStore((state) => state.unreadCount);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const panelId = useId();
  // The panel takes the focus when it mounts, so Escape and the keyboard start there.
  const focusPanel = useCallback((node: HTMLDivElement | null) => node?.focus(), []);
  function close() {
    anchor?.focus();
    setAnchor(null);
  }

  function follow(item: Notification) {
    if (openNotification(item, (path) => void navigate(path)) === 'internal') setAnchor(null);
  }
  const followLater = useEffectEvent(follow);

  useEffect(() => {
    startNotifications();
    return onNewNotification((item) => void showBrowserNotification(item, () => followLater(item)));
  }, []);

  const label = unreadCount > 0 ? t.bellWithUnread(unreadCount) : t.bell;
  return (
    <>
      <Tooltip title={t.bell}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        >
          <Badge badgeContent={unreadCount} color="error" max={99}>
            <NotificationsOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="bottom-end"
        sx={(theme) => ({ zIndex: theme.zIndex.modal, ...(fullWidth ? { width: '100%' } : {}) })}
        modifiers={[{ name: 'preventOverflow', options: { padding: fullWidth ? 0 : 16 } }]}
      >
        <ClickAwayListener
          onClickAway={(event) => {
            if (!anchor?.contains(event.target as Node)) setAnchor(null);
          }}
        >
          <Paper
            id={panelId}
            ref={focusPanel}
            role="dialog"
            aria-label={t.title}
            tabIndex={-1}
            elevation={8}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            sx={
              fullWidth
                ? { width: '100vw', maxWidth: '100%', outline: 'none' }
                : { width: PANEL_WIDTH, maxWidth: 'calc(100vw - 32px)', mt: 1, outline: 'none' }
            }
          >
            <NotificationPanel onOpen={follow} />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}

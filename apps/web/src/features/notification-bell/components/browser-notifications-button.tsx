import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { browserPermission, requestBrowserPermission } from '../browser-notifications.ts';

const t = staffEs.notifications.browser;

/**
 * Asks for the browser's permission when pressed (docs/rules/notifications.md#browser-notifications); gone
 * once granted or where there is no API.
 */
export function BrowserNotificationsButton() {
  const [permission, setPermission] = useState(browserPermission);
  if (permission === 'granted' || permission === 'unsupported') return null;
  if (permission === 'denied') {
    return (
      <Tooltip title={t.deniedHint} describeChild>
        <Box component="span">
          <Button size="small" disabled startIcon={<NotificationsOffOutlinedIcon />}>
            {t.denied}
          </Button>
        </Box>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t.enableHint} describeChild>
      <Button
        size="small"
        startIcon={<NotificationsActiveOutlinedIcon />}
        onClick={() => void requestBrowserPermission().then(setPermission)}
      >
        {t.enable}
      </Button>
    </Tooltip>
  );
}

import type { DeviceSession } from '@cambix/contract';
import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import TabletMacOutlinedIcon from '@mui/icons-material/TabletMacOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { sessionsEs as t } from '@/i18n/sessions.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/list-sessions.ts';

/** "Chrome 131 en Windows 10", as far as the browser told. */
export function deviceName(session: DeviceSession): string {
  const browser = session.browser ?? t.unknownBrowser;
  return session.system ? t.onSystem(browser, session.system) : browser;
}

function DeviceIcon({ type }: { type: string | null }) {
  if (type === 'mobile') return <PhoneIphoneOutlinedIcon color="action" />;
  if (type === 'tablet') return <TabletMacOutlinedIcon color="action" />;
  return <ComputerOutlinedIcon color="action" />;
}

function whereFrom(session: DeviceSession): string {
  if (!session.address) return t.noAddress;
  const address = t.address(session.address);
  return session.network === 'local' ? `${address} · ${t.localNetwork}` : address;
}

function DeviceRow({ session, onEnd }: { session: DeviceSession; onEnd: () => void }) {
  const name = deviceName(session);
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        py: 1.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minWidth: 0 }}>
        <Box sx={{ pt: 0.25 }}>
          <DeviceIcon type={session.deviceType} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
            {session.current && <Chip size="small" color="primary" label={t.thisDevice} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {whereFrom(session)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.lastSeen(formatDateTime(session.lastSeenAt))} ·{' '}
            {t.signedIn(formatDateTime(session.signedInAt))}
          </Typography>
        </Box>
      </Box>
      <Button
        variant="outlined"
        color={session.current ? 'inherit' : 'error'}
        size="small"
        onClick={onEnd}
        aria-label={t.endLabel(session.current ? t.thisDevice.toLowerCase() : name)}
        sx={{ flexShrink: 0, ml: { xs: 4.5, sm: 0 } }}
      >
        {t.end}
      </Button>
    </Box>
  );
}

/**
 * "Dispositivos conectados" (issue 30, decision 133): every open session of the person signed in, this
 * device marked; any one can be ended, and ending this one signs out here.
 */
export function ConnectedDevices() {
  const sessions = useSessions();
  const ending = useEndSession();
  const [chosen, setChosen] = useState<DeviceSession | null>(null);
  const [endedOther, setEndedOther] = useState(false);

  const confirm = () => {
    if (!chosen) return;
    setEndedOther(false);
    ending.mutate(chosen.id, {
      onSuccess: ({ signedOut }) => {
        setChosen(null);
        if (!signedOut) setEndedOther(true);
      },
    });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="connected-devices"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="connected-devices" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {endedOther && (
        <Alert severity="success" onClose={() => setEndedOther(false)} sx={{ mb: 2 }}>
          {t.ended}
        </Alert>
      )}
      {sessions.isPending ? (
        <Box aria-busy="true">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Box>
      ) : sessions.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      ) : (
        <Box component="ul" aria-label={t.title} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} onEnd={() => setChosen(session)} />
          ))}
        </Box>
      )}

      <Dialog open={chosen !== null} onClose={() => setChosen(null)} aria-labelledby="end-session-title">
        <DialogTitle id="end-session-title">
          {chosen?.current ? t.confirmOwnTitle : t.confirmOtherTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {chosen?.current ? t.confirmOwnBody : chosen ? t.confirmOtherBody(deviceName(chosen)) : ''}
          </DialogContentText>
          {ending.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {ending.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChosen(null)}>{t.cancel}</Button>
          <Button variant="contained" color="error" onClick={confirm} loading={ending.isPending}>
            {t.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

import type { AccountStatus } from '@cambix/contract';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSessionStore } from '@/features/auth';
import { customerEs } from '@/i18n/customer.ts';
import { useProfile } from '../api/get-profile.ts';

const LOOK: Record<AccountStatus, { severity: AlertColor; Icon: typeof InfoOutlinedIcon }> = {
  REGISTRADO: { severity: 'info', Icon: InfoOutlinedIcon },
  POR_VALIDAR: { severity: 'warning', Icon: HourglassTopIcon },
  ACTIVO: { severity: 'success', Icon: CheckCircleOutlineIcon },
  RECHAZADO: { severity: 'error', Icon: ErrorOutlineIcon },
  BLOQUEADO: { severity: 'error', Icon: ErrorOutlineIcon },
};

/**
 * The account status in plain words (docs/rules/identity.md#account-status), fresh from the server; a
 * rejection shows its reason.
 */
export function AccountStatusCard() {
  const profile = useProfile();
  const sessionStatus = useSessionStore((state) => state.user?.accountStatus);
  const status = profile.data?.accountStatus ?? sessionStatus;
  if (!status) return <Skeleton variant="rounded" height={96} />;
  const { severity, Icon } = LOOK[status];
  const text = customerEs.accountStatus[status];
  const reason = profile.data?.statusReason;
  return (
    <Alert
      severity={severity}
      icon={<Icon fontSize="inherit" />}
      variant="outlined"
      sx={{ bgcolor: 'background.paper' }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{text.title}</AlertTitle>
      <Typography variant="body2">{text.body}</Typography>
      {reason && status === 'RECHAZADO' && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {customerEs.statusReason(reason)}
        </Typography>
      )}
    </Alert>
  );
}

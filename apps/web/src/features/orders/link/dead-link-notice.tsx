import HourglassDisabledIcon from '@mui/icons-material/HourglassDisabledOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { customerEs } from '@/i18n/customer.ts';

/** Why an order link no longer opens, as the server's codes tell it (docs/rules/order-links.md). */
export type DeadLinkReason = 'not-found' | 'expired' | 'used';

const t = customerEs.deadLink;
const ICONS = { 'not-found': LinkOffIcon, expired: HourglassDisabledIcon, used: TaskAltIcon } as const;

export interface DeadLinkNoticeProps {
  reason: DeadLinkReason;
  /** A modification link: an observed order is still fixed from Historial once it expired. */
  isModification: boolean;
  /** Historial; a visitor signs in first (`signInPath` comes back to it). */
  ordersPath: string;
  newOrderPath: string;
  /** Set for a visitor: sign in, then Historial. */
  signInPath: string | null;
}

/** An order link that does not open says why, and where to go on from here. */
export function DeadLinkNotice({
  reason,
  isModification,
  ordersPath,
  newOrderPath,
  signInPath,
}: DeadLinkNoticeProps) {
  const Icon = ICONS[reason];
  const { title, body } = t[reason];
  return (
    <Paper
      variant="outlined"
      component="section"
      role="alert"
      aria-labelledby="dead-link-title"
      sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}
    >
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>
        <Icon />
      </Box>
      <Typography id="dead-link-title" variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {body}
      </Typography>
      {reason === 'expired' && isModification && (
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {t.expiredFix}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
        <Button variant="contained" component={RouterLink} to={signInPath ?? ordersPath}>
          {signInPath ? t.signIn : t.toOrders}
        </Button>
        {!signInPath && (
          <Button variant="outlined" component={RouterLink} to={newOrderPath}>
            {t.newOrder}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

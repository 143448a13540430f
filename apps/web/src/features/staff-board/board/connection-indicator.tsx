import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConnectionStatus } from '@/features/realtime';
import { staffEs } from '@/i18n/staff.ts';

const t = staffEs.board;
const LOOK: Record<ConnectionStatus, { text: string; color: string }> = {
  live: { text: t.live, color: 'success.main' },
  reconnecting: { text: t.reconnecting, color: 'warning.main' },
  off: { text: t.off, color: 'error.main' },
};

/** A dot and a word: whether the board is receiving changes. */
export function ConnectionIndicator({ status }: { status: ConnectionStatus }) {
  const look = LOOK[status];
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden="true" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: look.color }} />
      <Typography sx={{ fontSize: '1.125rem', fontWeight: 700 }}>{look.text}</Typography>
    </Box>
  );
}

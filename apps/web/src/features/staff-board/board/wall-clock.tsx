import Typography from '@mui/material/Typography';
import { staffEs } from '@/i18n/staff.ts';
import { formatTime } from '@/lib/dates.ts';
import { useNow } from '@/lib/use-now.ts';

/** Lima's time, 24 h, for the wall. */
export function WallClock() {
  const now = useNow(10_000);
  return (
    <Typography
      component="time"
      dateTime={new Date(now).toISOString()}
      aria-label={staffEs.board.clock}
      sx={{ fontSize: '2rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
    >
      {formatTime(now)}
    </Typography>
  );
}

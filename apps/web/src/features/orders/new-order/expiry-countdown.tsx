import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Chip from '@mui/material/Chip';
import { useEffect, useEffectEvent, useState } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { formatTimeLeft } from './wizard-steps.ts';

/** The time a TEMPORAL order has left; calls `onExpired` once when it runs out. */
export function ExpiryCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const expired = Date.parse(expiresAt) <= now;
  const expire = useEffectEvent(onExpired);

  useEffect(() => {
    if (expired) {
      expire();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  const left = Date.parse(expiresAt) - now;
  return (
    <Chip
      icon={<TimerOutlinedIcon />}
      color={left < 10 * 60 * 1000 ? 'warning' : 'default'}
      variant="outlined"
      label={
        expired ? customerEs.newOrder.expired : customerEs.newOrder.expiresIn(formatTimeLeft(expiresAt, now))
      }
      role="timer"
    />
  );
}

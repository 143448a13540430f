import { isPast } from '@cambix/contract';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Chip from '@mui/material/Chip';
import { useEffect, useEffectEvent } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { useNow } from '@/lib/use-now.ts';
import { formatTimeLeft } from './wizard-steps.ts';

/**
 * The time left until `until` (`14:59`) by the server's clock, ticking each second; calls `onExpired` once when
 * it runs out.
 */
export function useTimeLeft(
  until: string,
  onExpired: () => void,
): { left: string; ms: number; expired: boolean } {
  const now = useNow(1000);
  const expired = isPast(until, now);
  const expire = useEffectEvent(onExpired);

  useEffect(() => {
    if (expired) expire();
  }, [expired]);

  return { left: formatTimeLeft(until, now), ms: Date.parse(until) - now, expired };
}

/** The time a TEMPORAL order has left; calls `onExpired` once when it runs out. */
export function ExpiryCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { left, ms, expired } = useTimeLeft(expiresAt, onExpired);
  return (
    <Chip
      icon={<TimerOutlinedIcon />}
      color={ms < 10 * 60 * 1000 ? 'warning' : 'default'}
      variant="outlined"
      label={expired ? customerEs.newOrder.expired : customerEs.newOrder.expiresIn(left)}
      role="timer"
    />
  );
}

import type { Order } from '@cambix/contract';
import Typography from '@mui/material/Typography';
import { customerEs } from '@/i18n/customer.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { StatusTimeline } from '../components/status-timeline.tsx';

const t = customerEs.orders;

/** Every status the order went through, oldest first, in Lima time (24 h), with the note staff left. */
export function OrderTimeline({ history }: { history: Order['history'] }) {
  return (
    <StatusTimeline entries={history} label={t.timeline}>
      {(entry) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {entry.fromStatus === null ? t.created : customerEs.orderStatus.names[entry.toStatus]}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.at)}
          </Typography>
          {entry.note && <Typography variant="body2">{t.note(entry.note)}</Typography>}
        </>
      )}
    </StatusTimeline>
  );
}

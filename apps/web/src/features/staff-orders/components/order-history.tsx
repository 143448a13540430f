import type { AdminOrder } from '@cambix/contract';
import Typography from '@mui/material/Typography';
import { orderStatusName, StatusTimeline } from '@/features/orders';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';

const t = staffEs.detail.history;

/** Every status change, oldest first: from → to, when (Lima, 24 h), who (and through a link), the note. */
export function OrderHistory({ history }: { history: AdminOrder['history'] }) {
  return (
    <StatusTimeline entries={history} label={t.label}>
      {(entry) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {entry.fromStatus === null
              ? t.created
              : t.change(orderStatusName(entry.fromStatus), orderStatusName(entry.toStatus))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.at)} · {entry.actor ? t.by(entry.actor.name) : t.system}
            {entry.viaLink && ` · ${t.viaLink}`}
          </Typography>
          {entry.note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry.note}
            </Typography>
          )}
        </>
      )}
    </StatusTimeline>
  );
}

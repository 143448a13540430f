import type { AdminOrder } from '@cambix/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_COLOR, orderStatusName } from '@/features/orders';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';

const t = staffEs.detail.history;

/** Every status change, oldest first: from → to, when (Lima, 24 h), who, and the note left. */
export function OrderHistory({ history }: { history: AdminOrder['history'] }) {
  const entries = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Box component="ol" aria-label={t.label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry, index) => {
        const color = ORDER_STATUS_COLOR[entry.toStatus];
        const last = index === entries.length - 1;
        return (
          <Box
            component="li"
            key={`${entry.at}-${index}`}
            sx={{ display: 'flex', gap: 1.5, pb: last ? 0 : 2, position: 'relative' }}
          >
            <Box
              sx={{
                mt: 0.5,
                width: 12,
                height: 12,
                borderRadius: '50%',
                flex: 'none',
                bgcolor: color === 'default' ? 'grey.500' : `${color}.main`,
                '&::after': last
                  ? undefined
                  : {
                      content: '""',
                      position: 'absolute',
                      left: 5,
                      top: 18,
                      bottom: 0,
                      width: 2,
                      bgcolor: 'divider',
                    },
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {entry.fromStatus === null
                  ? t.created
                  : t.change(orderStatusName(entry.fromStatus), orderStatusName(entry.toStatus))}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.at)} · {entry.actor ? t.by(entry.actor.name) : t.system}
              </Typography>
              {entry.note && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.note}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

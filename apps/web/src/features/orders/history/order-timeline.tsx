import type { Order } from '@cambix/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { customerEs } from '@/i18n/customer.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { ORDER_STATUS_COLOR } from '../components/order-status-chip.tsx';

const t = customerEs.orders;

/** Every status the order went through, oldest first, in Lima time (24 h), with the note staff left. */
export function OrderTimeline({ history }: { history: Order['history'] }) {
  const entries = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Box component="ol" aria-label={t.timeline} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry, index) => {
        const color = ORDER_STATUS_COLOR[entry.toStatus];
        return (
          <Box
            component="li"
            key={`${entry.at}-${index}`}
            sx={{ display: 'flex', gap: 1.5, pb: index === entries.length - 1 ? 0 : 2, position: 'relative' }}
          >
            <Box
              sx={{
                mt: 0.5,
                width: 12,
                height: 12,
                borderRadius: '50%',
                flex: 'none',
                bgcolor: color === 'default' ? 'grey.500' : `${color}.main`,
                '&::after':
                  index === entries.length - 1
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
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {entry.fromStatus === null ? t.created : customerEs.orderStatus.names[entry.toStatus]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.at)}
              </Typography>
              {entry.note && <Typography variant="body2">{t.note(entry.note)}</Typography>}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

import type { OrderStatus } from '@cambix/contract';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ORDER_STATUS_COLOR } from './order-status-chip.tsx';

interface TimelineEntry {
  at: string;
  toStatus: OrderStatus;
}

/** An order's status changes, oldest first, each marked in the colour of the status it reached. */
export function StatusTimeline<E extends TimelineEntry>({
  entries,
  label,
  children,
}: {
  entries: readonly E[];
  label: string;
  /** What one change says. */
  children(entry: E): ReactNode;
}) {
  const sorted = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {sorted.map((entry, index) => {
        const color = ORDER_STATUS_COLOR[entry.toStatus];
        const last = index === sorted.length - 1;
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
            <Box sx={{ minWidth: 0 }}>{children(entry)}</Box>
          </Box>
        );
      })}
    </Box>
  );
}

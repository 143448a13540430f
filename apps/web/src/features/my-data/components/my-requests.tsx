import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DataRequest } from '@cambix/contract';
import { myDataEs } from '@/i18n/my-data.ts';
import { formatDateTime, formatDay } from '@/lib/dates.ts';
import { RequestStatusChip } from './request-status-chip.tsx';

const t = myDataEs.list;

/** The customer's requests, newest first, each with its state, its deadline and the answer once given. */
export function MyRequests({ requests }: { requests: readonly DataRequest[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" component="h3">
        {t.heading}
      </Typography>
      {requests.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
      <Box
        component="ul"
        aria-label={t.heading}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {requests.map((request) => (
          <Paper
            component="li"
            key={request.id}
            variant="outlined"
            sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {myDataEs.kindOf[request.kind]} ·{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {request.code}
                </Box>
              </Typography>
              <RequestStatusChip status={request.status} />
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {request.text}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t.filed(formatDateTime(request.filedAt))} · {t.due(formatDay(request.dueOn))}
            </Typography>
            {request.answer && (
              <Box sx={{ mt: 0.5, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {t.answer}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {request.answer}
                </Typography>
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MissingRecord } from '@/components/layout/missing-record.tsx';
import { myDataEs } from '@/i18n/my-data.ts';
import { staffDataRequestsEs } from '@/i18n/staff-data-requests.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useDataRequest } from '../api/data-requests.ts';
import { AnswerForm } from './answer-form.tsx';
import { DeadlineText } from './deadline-text.tsx';
import { RequestStateChip } from './request-state-chip.tsx';

const t = staffDataRequestsEs.detail;

/** A request: the customer, what they ask, the deadline, and the answer (or the form to give it). */
export function DataRequestScreen({
  requestId,
  canEdit,
  listHref,
}: {
  requestId: number;
  canEdit: boolean;
  listHref: string;
}) {
  const request = useDataRequest(requestId);
  const data = request.data;
  const open = data && (data.status === 'pendiente' || data.status === 'en_curso');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 880 }}>
      <Box>
        <Button component={RouterLink} to={listHref} size="small">
          {t.back}
        </Button>
      </Box>
      {(request.isError || requestId === 0) && <MissingRecord message={t.notFound} />}
      {!data && !request.isError && requestId > 0 && <Skeleton variant="rounded" height={280} />}
      {data && (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" component="h1">
              {myDataEs.kindOf[data.kind]} ·{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {data.code}
              </Box>
            </Typography>
            <RequestStateChip status={data.status} />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t.customer}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {data.customer.name} · {data.customer.document}
              </Typography>
            </Box>
            <DeadlineText request={data} />
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t.text}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.text}</Typography>
              <Typography variant="caption" color="text.secondary">
                {staffDataRequestsEs.list.filed(formatDateTime(data.filedAt))}
              </Typography>
            </Box>
            {data.startedBy && data.startedAt && (
              <Typography variant="body2" color="text.secondary">
                {t.started(data.startedBy, formatDateTime(data.startedAt))}
              </Typography>
            )}
          </Paper>
          {data.answer && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
              <Typography variant="h3" component="h2">
                {t.answer}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.answer}</Typography>
              {data.answeredBy && data.answeredAt && (
                <Typography variant="body2" color="text.secondary">
                  {t.answered(data.answeredBy, formatDateTime(data.answeredAt))}
                </Typography>
              )}
            </Paper>
          )}
          {data.cancellation && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
              <Box>
                <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
                  {t.removed}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {data.cancellation.removed.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Box>
              </Box>
              <Box>
                <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
                  {t.kept}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                  {data.cancellation.kept.map((item) => (
                    <li key={item.what}>
                      <strong>{item.what}</strong>: {item.reason}
                    </li>
                  ))}
                </Box>
              </Box>
            </Paper>
          )}
          {open && canEdit && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <AnswerForm request={data} />
            </Paper>
          )}
          {!open && <Typography color="text.secondary">{t.closedNote}</Typography>}
        </>
      )}
    </Box>
  );
}

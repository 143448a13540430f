import Typography from '@mui/material/Typography';
import type { DataRequestSummary } from '@cambix/contract';
import { staffDataRequestsEs } from '@/i18n/staff-data-requests.ts';
import { formatDay } from '@/lib/dates.ts';

const t = staffDataRequestsEs.deadline;

/** The last Lima day of the legal deadline and what is left of it, in red once past. */
export function DeadlineText({ request }: { request: DataRequestSummary }) {
  const open = request.status === 'pendiente' || request.status === 'en_curso';
  return (
    <Typography
      variant="body2"
      sx={{ fontWeight: request.overdue ? 700 : 400 }}
      color={request.overdue ? 'error' : 'text.primary'}
    >
      {t.due(formatDay(request.dueOn))}
      {open &&
        ` · ${request.overdue ? t.overdue(-request.businessDaysLeft) : t.left(request.businessDaysLeft)}`}
    </Typography>
  );
}

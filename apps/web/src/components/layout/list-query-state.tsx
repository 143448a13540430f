import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from './retry-alert.tsx';

/**
 * What a list shows before and instead of its rows: a retry when it could not load, a placeholder while it
 * loads, and a line when it loaded empty.
 */
export function ListQueryState({
  query,
  loadFailed,
  retryLabel,
  empty,
}: {
  query: { error: unknown; data?: { rows: readonly unknown[] }; refetch(): unknown };
  loadFailed: string;
  retryLabel: string;
  empty: string;
}) {
  if (query.error)
    return (
      <RetryAlert retryLabel={retryLabel} onRetry={() => void query.refetch()}>
        {loadFailed}
      </RetryAlert>
    );
  if (!query.data) return <Skeleton variant="rounded" height={160} />;
  if (query.data.rows.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        {empty}
      </Paper>
    );
  return null;
}

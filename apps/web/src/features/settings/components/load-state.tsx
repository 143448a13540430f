import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';

const t = staffEs.staffSettings;

/** A section's data: a placeholder while it loads, the server's words and a retry if it fails. */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        }
      >
        {isApiError(query.error) ? query.error.message : t.loadFailed}
      </Alert>
    );
  }
  return <Skeleton variant="rounded" height={240} aria-label={t.loading} />;
}

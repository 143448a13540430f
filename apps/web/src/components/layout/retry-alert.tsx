import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** What could not be loaded, with a button to ask again. */
export function RetryAlert({
  retryLabel,
  onRetry,
  children,
}: {
  retryLabel: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffComplianceScreeningEs } from '@/i18n/staff-compliance-screening.ts';
import { useListVersions } from '../api/screening.ts';
import { ImportListForm } from './import-list-form.tsx';
import { ListVersionCard } from './list-version-card.tsx';

const t = staffComplianceScreeningEs;

/**
 * Cumplimiento › Listas (docs/rules/compliance.md#lists): import a list in its published format (edit), and
 * every version with its counts and the progress of the re-screening it started.
 */
export function ListsScreen({ title, canEdit }: { title: string; canEdit: boolean }) {
  const versions = useListVersions();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.lists.intro} />
      {canEdit && <ImportListForm onImported={setMessage} />}
      <Typography variant="h3" component="h2">
        {t.lists.versions}
      </Typography>
      {versions.error && (
        <RetryAlert retryLabel={t.retry} onRetry={() => void versions.refetch()}>
          {t.loadFailed}
        </RetryAlert>
      )}
      {!versions.data && !versions.error && <Skeleton variant="rounded" height={120} />}
      {versions.data?.rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          {t.lists.empty}
        </Paper>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' },
        }}
      >
        {versions.data?.rows.map((version) => (
          <ListVersionCard key={version.id} version={version} />
        ))}
      </Box>
      <MessageSnackbar message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ScreeningListVersion } from '@cambix/contract';
import { useState } from 'react';
import { staffComplianceScreeningEs } from '@/i18n/staff-compliance-screening.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useListEntries } from '../api/screening.ts';
import { entryLine } from './entry-details.ts';

const t = staffComplianceScreeningEs;

/** One imported version: its counts, who imported it, and how far the re-screening went. */
export function ListVersionCard({ version }: { version: ScreeningListVersion }) {
  const [open, setOpen] = useState(false);
  const { total, done, hits, finishedAt } = version.rescreen;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{t.listName[version.list]}</Typography>
        <Chip
          size="small"
          label={version.current ? t.lists.current : t.lists.previous}
          color={version.current ? 'success' : 'default'}
          variant={version.current ? 'filled' : 'outlined'}
        />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {version.fileName}
        </Typography>
      </Box>
      <Typography variant="body2">
        {t.lists.entries(version.entryCount, version.individualCount)} ·{' '}
        {t.lists.importedBy(version.importedBy, formatDateTime(version.importedAt))}
      </Typography>
      {finishedAt ? (
        <Typography variant="body2" color="text.secondary">
          {t.lists.finished(total, hits)}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">{t.lists.progress(done, total)}</Typography>
          <LinearProgress
            variant="determinate"
            value={total === 0 ? 100 : Math.round((done / total) * 100)}
            aria-label={t.lists.progress(done, total)}
          />
        </Box>
      )}
      <Box>
        <Button size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? t.lists.hide : t.lists.view}
        </Button>
      </Box>
      {open && <VersionEntries versionId={version.id} />}
    </Paper>
  );
}

function VersionEntries({ versionId }: { versionId: number }) {
  const entries = useListEntries(versionId);
  if (!entries.data) return <Skeleton variant="rounded" height={80} />;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {entries.data.rows.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ borderTop: 1, borderColor: 'divider', pt: 1, display: 'grid', gap: 0.25, minWidth: 0 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {entry.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {entryLine(entry.reference, entry.documents, entry.details)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { limaToday, type ComplianceCase } from '@cambix/contract';
import { archiveCaseRequest, caseNarrativeRequest, rosSentRequest } from '@cambix/contract/schemas';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MissingRecord } from '@/components/layout/missing-record.tsx';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffComplianceCasesEs } from '@/i18n/staff-compliance-cases.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useCase, useCaseActions, useDownloadRos } from '../api/cases.ts';
import { AddDocumentForm, AddNoteForm, AddOrderForm } from './case-add-forms.tsx';
import { CaseStatusChip } from './case-status-chip.tsx';
import { CaseTimeline } from './case-timeline.tsx';

const t = staffComplianceCasesEs.detail;
const problemOf = (error: unknown) => (isApiError(error) ? error.message : t.failed);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A compliance case (docs/rules/compliance.md#cases): its subject and what it collected; while open, the
 * officer adds orders, notes and documents, writes the narrative, downloads the ROS and records it sent, or
 * archives the case. Closed, it is read-only.
 */
export function CaseDetailScreen({
  caseId,
  canEdit,
  listHref,
}: {
  caseId: number;
  canEdit: boolean;
  listHref: string;
}) {
  const found = useCase(caseId);
  const [message, setMessage] = useState<string | null>(null);
  if (found.error) {
    return isApiError(found.error) && found.error.status === 404 ? (
      <MissingRecord message={t.notFound} />
    ) : (
      <RetryAlert retryLabel={staffComplianceCasesEs.retry} onRetry={() => void found.refetch()}>
        {staffComplianceCasesEs.loadFailed}
      </RetryAlert>
    );
  }
  if (!found.data) return <Skeleton variant="rounded" height={320} />;
  return (
    <>
      <CaseBody found={found.data} canEdit={canEdit} listHref={listHref} onDone={setMessage} />
      <MessageSnackbar message={message} onClose={() => setMessage(null)} />
    </>
  );
}

function CaseBody({
  found,
  canEdit,
  listHref,
  onDone,
}: {
  found: ComplianceCase;
  canEdit: boolean;
  listHref: string;
  onDone(message: string): void;
}) {
  const actions = useCaseActions(found.id);
  const editable = canEdit && found.status === 'abierto';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Link component={RouterLink} to={listHref} underline="hover" variant="body2">
          ← {t.back}
        </Link>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {found.code} · {found.title}
          </Typography>
          <CaseStatusChip status={found.status} />
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t.subject}: <strong>{found.customer.name}</strong> · {found.customer.document}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.opened(found.openedBy, formatDateTime(found.openedAt))}
        </Typography>
        {found.status === 'archivado' && found.closedAt && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t.archived(found.closedBy ?? '', formatDateTime(found.closedAt))}: {found.archiveReason}
          </Alert>
        )}
        {found.ros && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t.reported(found.ros.sentOn.split('-').reverse().join('/'), found.ros.uifReference)}
          </Alert>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t.timeline}>
            <CaseTimeline caseId={found.id} items={found.items} />
          </Section>
          {editable && (
            <Section title={t.add}>
              <AddOrderForm mutation={actions.addOrder} onDone={onDone} />
              <AddNoteForm mutation={actions.addNote} onDone={onDone} />
              <Typography variant="subtitle2">{t.addDocument}</Typography>
              <AddDocumentForm mutation={actions.addDocument} onDone={onDone} />
            </Section>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <NarrativeSection
            key={found.narrative}
            found={found}
            editable={editable}
            actions={actions}
            onDone={onDone}
          />
          <RosSection found={found} editable={editable} actions={actions} onDone={onDone} />
        </Box>
      </Box>
      {found.status !== 'abierto' && (
        <Typography variant="body2" color="text.secondary">
          {t.closedNote}
        </Typography>
      )}
    </Box>
  );
}

type Actions = ReturnType<typeof useCaseActions>;

function NarrativeSection({
  found,
  editable,
  actions,
  onDone,
}: {
  found: ComplianceCase;
  editable: boolean;
  actions: Actions;
  onDone(message: string): void;
}) {
  const [text, setText] = useState(found.narrative);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const checked = caseNarrativeRequest.safeParse({ narrative: text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t.failed);
      return;
    }
    actions.narrative.mutate(checked.data.narrative, {
      onSuccess: () => onDone(t.narrativeSaved),
      onError: (error) => setProblem(problemOf(error)),
    });
  };
  return (
    <Section title={t.narrativeTitle}>
      {editable ? (
        <>
          <TextField
            multiline
            minRows={5}
            fullWidth
            label={t.narrative}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? t.narrativeHelp}
            disabled={actions.narrative.isPending}
          />
          <Box>
            <Button
              variant="outlined"
              onClick={save}
              disabled={actions.narrative.isPending || text === found.narrative}
            >
              {t.saveNarrative}
            </Button>
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {found.narrative || '—'}
        </Typography>
      )}
    </Section>
  );
}

function RosSection({
  found,
  editable,
  actions,
  onDone,
}: {
  found: ComplianceCase;
  editable: boolean;
  actions: Actions;
  onDone(message: string): void;
}) {
  const download = useDownloadRos(found.id, found.code);
  const [dialog, setDialog] = useState<'sent' | 'archive' | null>(null);
  return (
    <Section title={t.ros}>
      <Typography variant="body2" color="text.secondary">
        {t.rosIntro}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? t.downloading : t.downloadRos}
        </Button>
        {editable && (
          <Button variant="outlined" color="error" onClick={() => setDialog('sent')}>
            {t.markSent}
          </Button>
        )}
        {editable && (
          <Button variant="text" onClick={() => setDialog('archive')}>
            {t.archive}
          </Button>
        )}
      </Box>
      {download.error && (
        <Typography variant="body2" color="error">
          {isApiError(download.error) ? download.error.message : t.downloadFailed}
        </Typography>
      )}
      {dialog === 'sent' && (
        <RosSentDialog
          actions={actions}
          openedAt={found.openedAt}
          onClose={() => setDialog(null)}
          onDone={onDone}
        />
      )}
      {dialog === 'archive' && (
        <ArchiveDialog actions={actions} onClose={() => setDialog(null)} onDone={onDone} />
      )}
    </Section>
  );
}

function RosSentDialog({
  actions,
  openedAt,
  onClose,
  onDone,
}: {
  actions: Actions;
  openedAt: string;
  onClose(): void;
  onDone(message: string): void;
}) {
  const today = limaToday(new Date());
  const [sentOn, setSentOn] = useState(today);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const checked = rosSentRequest.safeParse({ sentOn, uifReference: reference });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t.failed);
      return;
    }
    actions.rosSent.mutate(
      { sentOn, uifReference: reference },
      {
        onSuccess: () => {
          onClose();
          onDone(t.rosSentDone);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      title={t.markSentTitle}
      confirmLabel={t.markSent}
      cancelLabel={staffComplianceCasesEs.cancel}
      confirmColor="error"
      isPending={actions.rosSent.isPending}
      error={problem ?? (actions.rosSent.error ? problemOf(actions.rosSent.error) : null)}
      onConfirm={confirm}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{t.markSentBody}</DialogContentText>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          type="date"
          label={t.sentOn}
          value={sentOn}
          onChange={(event) => {
            setSentOn(event.target.value);
            setProblem(null);
          }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: today, min: limaToday(new Date(openedAt)) },
          }}
        />
        <TextField
          label={t.uifReference}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </Box>
    </ConfirmDialog>
  );
}

function ArchiveDialog({
  actions,
  onClose,
  onDone,
}: {
  actions: Actions;
  onClose(): void;
  onDone(message: string): void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const checked = archiveCaseRequest.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t.failed);
      return;
    }
    actions.archive.mutate(checked.data.reason, {
      onSuccess: () => {
        onClose();
        onDone(t.archivedDone);
      },
    });
  };
  return (
    <ConfirmDialog
      title={t.archiveTitle}
      confirmLabel={t.archive}
      cancelLabel={staffComplianceCasesEs.cancel}
      confirmColor="primary"
      isPending={actions.archive.isPending}
      error={actions.archive.error ? problemOf(actions.archive.error) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{t.archiveBody}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={t.reason}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmDialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ComplianceCase } from '@cambix/contract';
import { addCaseNoteRequest, addCaseOrderRequest } from '@cambix/contract/schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { staffComplianceCasesEs } from '@/i18n/staff-compliance-cases.ts';
import { isApiError } from '@/lib/api-client.ts';

const t = staffComplianceCasesEs.detail;

const problemOf = (error: unknown) => (isApiError(error) ? error.message : t.failed);

/** One line or a few: a field and its button, checked with the contract's schema before it is sent. */
function AddTextForm({
  label,
  button,
  done,
  helper,
  multiline,
  check,
  mutation,
  onDone,
}: {
  label: string;
  button: string;
  done: string;
  helper?: string;
  multiline?: boolean;
  check(value: string): string | null;
  mutation: UseMutationResult<ComplianceCase, Error, string>;
  onDone(message: string): void;
}) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    const found = check(value);
    if (found) {
      setProblem(found);
      return;
    }
    mutation.mutate(value, {
      onSuccess: () => {
        setValue('');
        onDone(done);
      },
      onError: (error) => setProblem(problemOf(error)),
    });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <TextField
        fullWidth
        size="small"
        label={label}
        value={value}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? helper ?? ' '}
        disabled={mutation.isPending}
      />
      <Button type="submit" variant="outlined" disabled={mutation.isPending} sx={{ flexShrink: 0, mt: 0.25 }}>
        {button}
      </Button>
    </Box>
  );
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? t.failed);

export function AddOrderForm(props: {
  mutation: UseMutationResult<ComplianceCase, Error, string>;
  onDone(message: string): void;
}) {
  return (
    <AddTextForm
      label={t.orderCode}
      button={t.addOrder}
      done={t.orderAdded}
      check={(value) => firstIssue(addCaseOrderRequest.safeParse({ code: value }))}
      {...props}
    />
  );
}

export function AddNoteForm(props: {
  mutation: UseMutationResult<ComplianceCase, Error, string>;
  onDone(message: string): void;
}) {
  return (
    <AddTextForm
      label={t.note}
      button={t.addNote}
      done={t.noteAdded}
      helper={t.noteHelp}
      multiline
      check={(value) => firstIssue(addCaseNoteRequest.safeParse({ text: value }))}
      {...props}
    />
  );
}

export function AddDocumentForm({
  mutation,
  onDone,
}: {
  mutation: UseMutationResult<ComplianceCase, Error, { file: File; description: string }>;
  onDone(message: string): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t.noFile);
      return;
    }
    mutation.mutate(
      { file, description },
      {
        onSuccess: () => {
          setFile(null);
          setDescription('');
          if (input.current) input.current.value = '';
          onDone(t.documentAdded);
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
        <Button variant="outlined" component="label" disabled={mutation.isPending}>
          {t.chooseFile}
          <input
            ref={input}
            hidden
            type="file"
            aria-label={t.chooseFile}
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file?.name ?? t.noFile}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
      >
        <TextField
          fullWidth
          size="small"
          label={t.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={problem !== null}
          helperText={problem ?? ' '}
          disabled={mutation.isPending}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={mutation.isPending}
          sx={{ flexShrink: 0, mt: 0.25 }}
        >
          {t.upload}
        </Button>
      </Box>
    </Box>
  );
}

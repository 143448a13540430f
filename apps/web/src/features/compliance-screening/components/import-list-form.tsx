import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCREENING_LIST_IDS, SCREENING_LIST_NAMES, type ScreeningListId } from '@cambix/contract';
import { useRef, useState } from 'react';
import { staffComplianceScreeningEs } from '@/i18n/staff-compliance-screening.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useImportList } from '../api/screening.ts';

const t = staffComplianceScreeningEs.lists;

/** Chooses a list and its file in the published format; the server refuses a malformed file whole. */
export function ImportListForm({ onImported }: { onImported(message: string): void }) {
  const [list, setList] = useState<ScreeningListId>('onu');
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportList();
  const error = importer.error
    ? isApiError(importer.error)
      ? importer.error.message
      : t.importFailed
    : null;

  const submit = () => {
    if (!file) return;
    importer.mutate(
      { list, file },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = '';
          onImported(t.imported);
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Typography variant="h3" component="h2">
        {t.importTitle}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 2fr) auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          select
          label={t.list}
          value={list}
          onChange={(event) => {
            setList(event.target.value as ScreeningListId);
            importer.reset();
          }}
          disabled={importer.isPending}
        >
          {SCREENING_LIST_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {SCREENING_LIST_NAMES[id]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <Button component="label" variant="outlined" disabled={importer.isPending} sx={{ flexShrink: 0 }}>
            {t.chooseFile}
            <input
              ref={input}
              hidden
              type="file"
              accept={list === 'onu' ? '.xml,text/xml,application/xml' : '.csv,text/csv'}
              aria-label={t.file}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                importer.reset();
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" noWrap title={file?.name}>
            {file?.name ?? t.noFile}
          </Typography>
        </Box>
        <Button variant="contained" onClick={submit} disabled={!file || importer.isPending}>
          {importer.isPending ? t.importing : t.import}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Paper>
  );
}

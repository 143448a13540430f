import type { FinanceAccount } from '@cambix/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { accountLabel } from '../format.ts';

const t = staffBalanceEs.reconcile;

export interface StatementFileStepProps {
  accounts: readonly FinanceAccount[];
  accountId: number | null;
  file: File | null;
  isPending: boolean;
  onAccountChange(accountId: number): void;
  onFileChange(file: File): void;
  onPreview(): void;
}

/** Step 1: the account and its statement's CSV; the server reads it and answers a preview. */
export function StatementFileStep({
  accounts,
  accountId,
  file,
  isPending,
  onAccountChange,
  onFileChange,
  onPreview,
}: StatementFileStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState<{ account?: boolean; file?: boolean }>({});
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = { account: accountId === null, file: file === null };
        setMissing(problems);
        if (!problems.account && !problems.file) onPreview();
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        size="small"
        label={t.account}
        value={accountId === null ? '' : String(accountId)}
        onChange={(event) => {
          onAccountChange(Number(event.target.value));
          setMissing((current) => ({ ...current, account: false }));
        }}
        error={Boolean(missing.account)}
        helperText={missing.account ? t.accountRequired : ' '}
        disabled={isPending}
      >
        {accounts.map((account) => (
          <MenuItem key={account.id} value={String(account.id)}>
            {accountLabel(account)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            rowGap: 0.5,
            alignItems: 'center',
            minWidth: 0,
          }}
        >
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            disabled={isPending}
            sx={{ flex: 'none' }}
          >
            {file ? t.changeFile : t.chooseFile}
          </Button>
          <Typography
            variant="body2"
            color={file ? 'text.primary' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {file ? file.name : t.noFile}
          </Typography>
        </Box>
        {missing.file && (
          <Typography role="alert" variant="caption" color="error">
            {t.fileRequired}
          </Typography>
        )}
        <input
          ref={input}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={t.fileInput}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) {
              onFileChange(chosen);
              setMissing((current) => ({ ...current, file: false }));
            }
            event.target.value = '';
          }}
        />
      </Box>
      <Button type="submit" variant="contained" loading={isPending}>
        {t.preview}
      </Button>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PartnerChoice, SettlementResult } from '@cambix/contract';
import { useId, useState } from 'react';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatSoles } from '@/lib/money.ts';
import { useSettlementAccounts, useSettlePartner } from '../api/partner-shares.ts';
import { showDay } from '../period.ts';

const t = partnersEs.settle;

export interface SettleDialogProps {
  partner: PartnerChoice;
  from: string;
  to: string;
  amount: string;
  onClose(): void;
  /** The settlement made, or the request waiting for a second person (four-eyes). */
  onSettled(result: SettlementResult): void;
}

/**
 * "Liquidar": the Cambix account the money leaves from, the operation number, a note and a confirmation;
 * every unsettled share of the period is paid in one egreso. A refusal keeps what was typed.
 */
export default function SettleDialog({ partner, from, to, amount, onClose, onSettled }: SettleDialogProps) {
  const titleId = useId();
  const accounts = useSettlementAccounts();
  const settle = useSettlePartner(partner.id);
  const [accountId, setAccountId] = useState('');
  const [operationNumber, setOperationNumber] = useState('');
  const [note, setNote] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const fields = isApiError(settle.error) ? settle.error.fields : {};
  const active = accounts.data ?? [];
  const missingAccount = tried && !accountId;
  const missingOperation = tried && !operationNumber.trim();
  const formError =
    settle.error && Object.keys(fields).length === 0
      ? isApiError(settle.error)
        ? settle.error.message
        : partnersEs.common.unexpected
      : null;

  const submit = () => {
    setTried(true);
    if (!accountId || !operationNumber.trim() || !confirmed) return;
    settle.mutate(
      { from, to, cambixAccountId: Number(accountId), operationNumber, note: note || null },
      { onSuccess: onSettled },
    );
  };

  return (
    <Dialog
      open
      onClose={settle.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t.title(partner.name)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t.body(formatSoles(amount), showDay(from), showDay(to))}</Typography>
        <TextField
          select
          required
          label={t.account}
          value={accountId}
          onChange={(event) => setAccountId(event.target.value)}
          disabled={accounts.isPending}
          error={missingAccount || Boolean(fields.cambixAccountId) || accounts.isError}
          helperText={
            fields.cambixAccountId ??
            (accounts.isError
              ? isApiError(accounts.error)
                ? accounts.error.message
                : partnersEs.common.loadFailed
              : accounts.data && active.length === 0
                ? t.noAccounts
                : missingAccount
                  ? t.account
                  : ' ')
          }
        >
          {active.map((account) => (
            <MenuItem key={account.id} value={String(account.id)}>
              {account.bankName} · {account.accountNumber} ({account.currency})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={t.operationNumber}
          value={operationNumber}
          onChange={(event) => setOperationNumber(event.target.value)}
          error={missingOperation || Boolean(fields.operationNumber)}
          helperText={fields.operationNumber ?? (missingOperation ? t.operationNumber : ' ')}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <TextField
          label={t.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(fields.note)}
          helperText={fields.note ?? ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
            }
            label={t.confirm}
          />
          {tried && !confirmed && (
            <Typography variant="caption" color="error" component="p">
              {t.confirm}
            </Typography>
          )}
        </Box>
        {(fields.from ?? fields.to) && <Alert severity="error">{fields.from ?? fields.to}</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={settle.isPending}>
          {partnersEs.common.cancel}
        </Button>
        <Button variant="contained" onClick={submit} loading={settle.isPending}>
          {t.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Bank, LinkCustomer, OrderLinkSummary } from '@cambix/contract';
import { useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { isPositiveAmount, parseAmountInput } from '@/lib/money.ts';
import { useCreateOrderLink } from '../api/order-links.ts';
import { CustomerSearch } from './customer-search.tsx';
import { ShareActions } from './share-actions.tsx';

const t = staffEs.orderLinks;
const DEFAULT_HOURS = '24';

interface Errors {
  customer: string | null;
  amount: string | null;
  hours: string | null;
}

/** A new-order link for one customer: optional amount and payment bank, valid for some hours. */
export function LinkForm({ banks, onCopied }: { banks: readonly Bank[]; onCopied(ok: boolean): void }) {
  const [customer, setCustomer] = useState<LinkCustomer | null>(null);
  const [amount, setAmount] = useState('');
  const [bankId, setBankId] = useState('');
  const [hours, setHours] = useState(DEFAULT_HOURS);
  const [errors, setErrors] = useState<Errors>({ customer: null, amount: null, hours: null });
  const [created, setCreated] = useState<{ link: OrderLinkSummary; phone: string | null } | null>(null);
  const create = useCreateOrderLink();

  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    const parsedAmount = amount.trim() ? parseAmountInput(amount) : null;
    const validHours = Number(hours);
    const next: Errors = {
      customer: customer ? null : t.customerRequired,
      amount: amount.trim() && !isPositiveAmount(parsedAmount) ? t.invalidAmount : null,
      hours: Number.isInteger(validHours) && validHours >= 1 && validHours <= 168 ? null : t.invalidHours,
    };
    setErrors(next);
    if (!customer || next.amount || next.hours) return;
    create.mutate(
      {
        userId: customer.id,
        kind: 'new_order',
        validHours,
        ...(parsedAmount ? { amount: parsedAmount } : {}),
        ...(bankId ? { bankId: Number(bankId) } : {}),
      },
      { onSuccess: (link) => setCreated({ link, phone: customer.phone }) },
    );
  };

  const startOver = () => {
    setCreated(null);
    setCustomer(null);
    setAmount('');
    setBankId('');
    setHours(DEFAULT_HOURS);
    create.reset();
  };

  if (created) {
    const { link, phone } = created;
    return (
      <Paper
        variant="outlined"
        component="section"
        aria-label={t.created}
        sx={{ p: 2, display: 'grid', gap: 1.5 }}
      >
        <Typography variant="h2">{t.created}</Typography>
        <Typography color="text.secondary">
          {t.createdFor(link.customer.name, formatDateTime(link.expiresAt))}
        </Typography>
        <TextField
          label={t.url}
          value={link.url}
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
          fullWidth
        />
        <ShareActions url={link.url} customerName={link.customer.name} phone={phone} onCopied={onCopied} />
        <Box>
          <Button onClick={startOver}>{t.another}</Button>
        </Box>
      </Paper>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t.create}
      noValidate
      onSubmit={submit}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography variant="h2">{t.create}</Typography>
      <CustomerSearch value={customer} onChange={setCustomer} error={errors.customer} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr 10rem' } }}
      >
        <TextField
          label={t.amount}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField select label={t.bank} value={bankId} onChange={(event) => setBankId(event.target.value)}>
          <MenuItem value="">{t.anyBank}</MenuItem>
          {banks.map((bank) => (
            <MenuItem key={bank.id} value={String(bank.id)}>
              {bank.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t.validHours}
          type="number"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={Boolean(errors.hours)}
          helperText={errors.hours}
          slotProps={{ htmlInput: { min: 1, max: 168, step: 1 } }}
        />
      </Box>
      {create.isError && (
        <Alert severity="error">{isApiError(create.error) ? create.error.message : t.createFailed}</Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? t.creating : t.submit}
        </Button>
      </Box>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MANUAL_MOVEMENT_TYPES,
  type ManualMovement,
  type ManualMovementType,
  type MovementFormOptions,
} from '@cambix/contract';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DayField } from '@/components/ui/day-field.tsx';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { isApiError } from '@/lib/api-client.ts';
import { fieldProps } from '@/lib/field-props.ts';
import { formatSoles } from '@/lib/money.ts';
import { useRecordMovement } from '../api/record-movement.ts';
import { resolverFor, serverFieldErrors, type MovementOutput } from '../movement-form-checks.ts';
import {
  accountLabel,
  attachmentProblem,
  emptyMovementForm,
  groupAmount,
  needsSecondPerson,
  toMovementFormData,
  type MovementFormValues,
} from '../movement-form.ts';
import { AttachmentField } from './attachment-field.tsx';

const t = staffCashOutEs.form;
const SYMBOL = { PEN: 'S/', USD: 'US$' } as const;

interface Outcome {
  severity: 'success' | 'info';
  message: string;
}

/**
 * "Registrar movimiento": an ingreso or egreso on one account, or a transfer between two of the same
 * currency, with its optional support file (docs/rules/finance-reports.md#manual-movements). A refusal
 * keeps everything typed; an egreso above the four-eyes amount waits for a second person.
 */
export function MovementFormCard({ options }: { options: MovementFormOptions }) {
  const titleId = useId();
  const record = useRecordMovement();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const accounts = options.accounts.filter((account) => account.active);
  const fourEyesLimit = options.fourEyesAbove === null ? null : formatSoles(options.fourEyesAbove);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<MovementFormValues, unknown, MovementOutput>({
    resolver: resolverFor(options.today),
    defaultValues: emptyMovementForm(options.today),
  });
  const [type, accountId, toAccountId, amount] = useWatch({
    control,
    name: ['type', 'accountId', 'toAccountId', 'amount'],
  });
  const isTransfer = type === 'transfer';
  const origin = accounts.find((account) => String(account.id) === accountId) ?? null;
  const destinations = accounts.filter(
    (account) => account.id !== origin?.id && (!origin || account.currency === origin.currency),
  );
  const symbol = SYMBOL[origin?.currency ?? 'PEN'];
  const waitsForApproval = needsSecondPerson({ type, amount }, options.fourEyesAbove);

  const onSubmit = handleSubmit(() => {
    setOutcome(null);
    const values = getValues();
    record.mutate(toMovementFormData(values), {
      onSuccess: (saved: ManualMovement) => {
        setOutcome(
          saved.state === 'pending'
            ? { severity: 'info', message: t.pending(fourEyesLimit ?? '') }
            : { severity: 'success', message: t.recorded },
        );
        // The next movement is often of the same kind on the same account.
        reset({ ...emptyMovementForm(options.today), type: values.type, accountId: values.accountId });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        serverFieldErrors(error).forEach(([field, message], index) =>
          setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
      },
    });
  });

  const generalError =
    record.error && !(isApiError(record.error) && serverFieldErrors(record.error).length > 0)
      ? isApiError(record.error)
        ? record.error.message
        : t.failed
      : null;

  const changeType = (next: ManualMovementType) => {
    setValue('type', next);
    clearErrors(['concept', 'toAccountId']);
  };
  const changeOrigin = (next: string) => {
    setValue('accountId', next, { shouldValidate: Boolean(errors.accountId) });
    const nextOrigin = accounts.find((account) => String(account.id) === next);
    const destination = accounts.find((account) => String(account.id) === toAccountId);
    // A destination of another currency, or the origin itself, is no longer offered.
    if (destination && (destination.id === nextOrigin?.id || destination.currency !== nextOrigin?.currency))
      setValue('toAccountId', '');
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      aria-labelledby={titleId}
      component="section"
    >
      <Typography id={titleId} variant="h2" component="h2" sx={{ mb: 2 }}>
        {t.title}
      </Typography>
      {accounts.length === 0 ? (
        <Alert severity="warning">{t.noAccounts}</Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          sx={{
            display: 'grid',
            columnGap: 2,
            rowGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <FormControl sx={{ gridColumn: '1 / -1' }}>
                <FormLabel id={`${titleId}-type`}>{t.type}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${titleId}-type`}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => changeType(event.target.value as ManualMovementType)}
                >
                  {MANUAL_MOVEMENT_TYPES.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio size="small" />}
                      label={staffCashOutEs.type[option]}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="accountId"
            render={({ field }) => (
              <TextField
                {...fieldProps(field)}
                onChange={(event) => changeOrigin(event.target.value)}
                select
                size="small"
                fullWidth
                label={isTransfer ? t.origin : t.account}
                error={Boolean(errors.accountId)}
                helperText={errors.accountId?.message ?? ' '}
              >
                {accounts.map((account) => (
                  <MenuItem key={account.id} value={String(account.id)}>
                    {accountLabel(account)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {isTransfer ? (
            <Controller
              control={control}
              name="toAccountId"
              render={({ field }) => (
                <TextField
                  {...fieldProps(field)}
                  select
                  size="small"
                  fullWidth
                  label={t.destination}
                  error={Boolean(errors.toAccountId)}
                  helperText={
                    errors.toAccountId?.message ??
                    (destinations.length === 0 ? t.noDestination : t.destinationHint)
                  }
                >
                  {destinations.map((account) => (
                    <MenuItem key={account.id} value={String(account.id)}>
                      {accountLabel(account)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          ) : (
            <Controller
              control={control}
              name="concept"
              render={({ field }) => (
                <TextField
                  {...fieldProps(field)}
                  select
                  size="small"
                  fullWidth
                  label={t.concept}
                  error={Boolean(errors.concept)}
                  helperText={errors.concept?.message ?? t.conceptHint}
                >
                  {options.concepts.map((concept) => (
                    <MenuItem key={concept} value={concept}>
                      {concept}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <TextField
                {...fieldProps(field)}
                onBlur={() => {
                  field.onChange(groupAmount(field.value));
                  field.onBlur();
                }}
                size="small"
                fullWidth
                label={t.amount}
                error={Boolean(errors.amount)}
                helperText={errors.amount?.message ?? ' '}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                  input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="operatedOn"
            render={({ field }) => (
              <DayField
                label={t.date}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                maxDay={options.today}
                emptyWhenInvalid
                error={Boolean(errors.operatedOn)}
                helperText={errors.operatedOn?.message ?? t.dateHint}
              />
            )}
          />
          {waitsForApproval && fourEyesLimit && (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {t.fourEyesHint(fourEyesLimit)}
            </Alert>
          )}
          <Controller
            control={control}
            name="operationNumber"
            render={({ field }) => (
              <TextField
                {...fieldProps(field)}
                size="small"
                fullWidth
                label={t.operationNumber}
                error={Boolean(errors.operationNumber)}
                helperText={errors.operationNumber?.message ?? ' '}
                slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
              />
            )}
          />
          <Controller
            control={control}
            name="note"
            render={({ field }) => (
              <TextField
                {...fieldProps(field)}
                size="small"
                fullWidth
                multiline
                minRows={1}
                maxRows={4}
                label={t.note}
                error={Boolean(errors.note)}
                helperText={errors.note?.message ?? ' '}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
            )}
          />
          <Controller
            control={control}
            name="attachment"
            render={({ field }) => (
              <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                <AttachmentField
                  file={field.value}
                  buttonRef={field.ref}
                  error={errors.attachment?.message}
                  disabled={record.isPending}
                  onChange={(file) => {
                    const problem = file ? attachmentProblem(file) : null;
                    if (problem) {
                      setError('attachment', { type: 'file', message: problem });
                      return;
                    }
                    clearErrors('attachment');
                    field.onChange(file);
                  }}
                />
              </Box>
            )}
          />
          {generalError && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {generalError}
            </Alert>
          )}
          {outcome && (
            <Alert severity={outcome.severity} sx={{ gridColumn: '1 / -1' }} onClose={() => setOutcome(null)}>
              {outcome.message}
            </Alert>
          )}
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              loading={record.isPending}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {t.submit}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}

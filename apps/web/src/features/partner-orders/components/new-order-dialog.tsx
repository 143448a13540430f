import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_TYPES,
  type PartnerOrder,
  type PartnerOrderRequest,
  type PartnerQuoteRequest,
} from '@cambix/contract';
import { partnerOrderRequest } from '@cambix/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  AccountTypeSelect,
  BankSelect,
  findAccountType,
  findBank,
  isCciRequired,
  validateBankAccountForm,
} from '@/features/bank-accounts';
import { useBanks } from '@/features/banks';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { fieldProps } from '@/lib/field-props.ts';
import { formatSoles, parseAmountInput } from '@/lib/money.ts';
import { newIdempotencyKey, useCreatePartnerOrder } from '../api/create-partner-order.ts';
import { quotePartnerOrder } from '../api/quote-partner-order.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { LinkShare } from './link-share.tsx';

const t = partnersEs.form;

/** The form as typed: selects hold strings until sent. */
interface FormValues {
  documentType: (typeof DOCUMENT_TYPES)[number];
  documentNumber: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  email: string;
  phone: string;
  bankId: string;
  accountTypeId: string;
  accountNumber: string;
  cci: string;
  paymentBankId: string;
  sendAmount: string;
}
type Name = keyof FormValues;

const EMPTY: FormValues = {
  documentType: 'DNI',
  documentNumber: '',
  nombres: '',
  apellidoPaterno: '',
  apellidoMaterno: '',
  email: '',
  phone: '',
  bankId: '',
  accountTypeId: '',
  accountNumber: '',
  cci: '',
  paymentBankId: '',
  sendAmount: '',
};

/** The contract's field path of each form field (the server's field errors use the same). */
const PATHS: Record<Name, string> = {
  documentType: 'client.documentType',
  documentNumber: 'client.documentNumber',
  nombres: 'client.nombres',
  apellidoPaterno: 'client.apellidoPaterno',
  apellidoMaterno: 'client.apellidoMaterno',
  email: 'client.email',
  phone: 'client.phone',
  bankId: 'destination.bankId',
  accountTypeId: 'destination.accountTypeId',
  accountNumber: 'destination.accountNumber',
  cci: 'destination.cci',
  paymentBankId: 'paymentBankId',
  sendAmount: 'sendAmount',
};
const NAME_OF_PATH = Object.fromEntries(Object.entries(PATHS).map(([name, path]) => [path, name])) as Record<
  string,
  Name
>;

const id = (value: string) => (value === '' ? undefined : Number(value));

/** The request the server reads, from what was typed. */
function toRequest(
  values: FormValues,
  partnerId: number | null,
  idempotencyKey: string,
): PartnerOrderRequest {
  return {
    ...(partnerId !== null && { partnerId }),
    idempotencyKey,
    client: {
      documentType: values.documentType,
      documentNumber: values.documentNumber,
      nombres: values.nombres,
      apellidoPaterno: values.apellidoPaterno,
      apellidoMaterno: values.apellidoMaterno || null,
      email: values.email || null,
      phone: values.phone || null,
    },
    destination: {
      bankId: id(values.bankId) as number,
      accountTypeId: id(values.accountTypeId) as number,
      accountNumber: values.accountNumber,
      cci: values.cci || null,
    },
    paymentBankId: id(values.paymentBankId) as number,
    sendAmount: parseAmountInput(values.sendAmount) ?? values.sendAmount,
  };
}

export interface NewOrderDialogProps {
  /** The partner staff act for; null for a partner's own user (the server knows its business). */
  partnerId: number | null;
  partnerName: string;
  onClose(): void;
}

/**
 * "Nueva orden": the client, the account that receives, the payment bank and the amount with the server's
 * live quote; the contract's schema checks it, the catalogue checks the account. The result is the
 * finalize link to share. A refusal keeps everything typed and puts the server's messages under their fields.
 */
export function NewOrderDialog({ partnerId, partnerName, onClose }: NewOrderDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const { banks, isLoading: banksLoading } = useBanks();
  const create = useCreatePartnerOrder();
  const [created, setCreated] = useState<PartnerOrder | null>(null);
  // One key per attempt: kept while a request may have reached the server, new after a refusal.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  // The resolver is read once by react-hook-form; the catalogue may arrive after the first render.
  const catalogue = useRef(banks);
  useEffect(() => {
    catalogue.current = banks;
  }, [banks]);

  const resolver: Resolver<FormValues> = async (values, context, options) => {
    const schemaResolver = zodResolver(partnerOrderRequest) as unknown as Resolver<PartnerOrderRequest>;
    const result = await schemaResolver(toRequest(values, partnerId, attemptKey), context, options as never);
    const errors: FieldErrors<FormValues> = {};
    const collect = (node: unknown, prefix: string) => {
      if (!node || typeof node !== 'object') return;
      const entry = node as { message?: unknown };
      const name = NAME_OF_PATH[prefix];
      if (name && typeof entry.message === 'string') {
        errors[name] ??= { type: 'schema', message: entry.message };
        return;
      }
      for (const [key, child] of Object.entries(node))
        if (key !== 'ref') collect(child, prefix ? `${prefix}.${key}` : key);
    };
    collect(result.errors, '');
    if (values.sendAmount.trim() === '') errors.sendAmount = { type: 'required', message: t.amountRequired };
    // The catalogue's checks a customer's own account gets: number length per type, CCI prefix and check digits.
    const account = validateBankAccountForm(
      {
        bankId: values.bankId,
        accountTypeId: values.accountTypeId,
        currency: 'PEN',
        accountNumber: values.accountNumber,
        cci: values.cci,
        alias: '',
        isProvincia: false,
        holderDeclaration: true,
      },
      catalogue.current,
    );
    for (const name of ['bankId', 'accountTypeId', 'accountNumber', 'cci'] as const)
      if (account[name]) errors[name] ??= { type: 'catalogue', message: account[name] };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

  const { control, handleSubmit, setValue, setError, clearErrors, formState } = useForm<FormValues>({
    defaultValues: EMPTY,
    resolver,
    mode: 'onTouched',
  });
  const [bankId, paymentBankId, sendAmount] = useWatch({
    control,
    name: ['bankId', 'paymentBankId', 'sendAmount'],
  });
  const bank = findBank(banks, bankId);
  const accountType = findAccountType(bank, useWatch({ control, name: 'accountTypeId' }));
  const paymentBanks = banks.filter((option) => option.hasCollectionAccount);

  const amount = parseAmountInput(sendAmount);
  const quoteRequest = useDebouncedValue<PartnerQuoteRequest | null>(
    amount && Number(amount) > 0 && paymentBankId
      ? {
          ...(partnerId !== null && { partnerId }),
          paymentBankId: Number(paymentBankId),
          sendAmount: amount,
          ...(bankId && { destinationBankId: Number(bankId) }),
        }
      : null,
    400,
  );
  const quote = useQuery({
    queryKey: ['partner', 'quote', quoteRequest],
    queryFn: ({ signal }) => quotePartnerOrder(quoteRequest as PartnerQuoteRequest, signal),
    enabled: quoteRequest !== null,
    staleTime: 30_000,
  });

  const onSubmit = handleSubmit((values) =>
    create
      .mutateAsync(toRequest(values, partnerId, attemptKey))
      .then(setCreated)
      .catch((error: unknown) => {
        if (!isApiError(error)) return;
        if (error.status >= 400 && error.status < 500) setAttemptKey(newIdempotencyKey());
        let first = true;
        for (const [path, message] of Object.entries(error.fields)) {
          const name = NAME_OF_PATH[path];
          if (!name) continue;
          setError(name, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      }),
  );

  const fieldErrorShown =
    isApiError(create.error) && Object.keys(create.error.fields).some((path) => path in NAME_OF_PATH);
  const formError =
    create.error && !fieldErrorShown ? (isApiError(create.error) ? create.error.message : t.failed) : null;

  // Either contact is enough: typing one re-checks the other's message.
  const DEPS: Partial<Record<Name, Name[]>> = { email: ['phone'], phone: ['email'] };
  const text = (name: Name, label: string, props: TextFieldProps = {}) => (
    <Controller
      control={control}
      name={name}
      rules={{ deps: DEPS[name] }}
      render={({ field, fieldState }) => (
        <TextField
          {...fieldProps(field)}
          label={label}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          {...props}
          helperText={fieldState.error?.message ?? props.helperText ?? ' '}
        />
      )}
    />
  );

  if (created) {
    return (
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId}>{partnersEs.created.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Alert severity="success">
            {partnersEs.created.body(created.client.name)} · {created.code}
          </Alert>
          <LinkShare
            link={created.link}
            clientName={created.client.name}
            clientPhone={created.client.phone}
            partnerName={partnerName}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            onClick={() => {
              setAttemptKey(newIdempotencyKey());
              create.reset();
              setCreated(null);
            }}
          >
            {partnersEs.created.another}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {partnersEs.created.done}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const sectionTitle = (label: string) => (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, gridColumn: '1 / -1', mt: 1 }}>
      {label}
    </Typography>
  );
  const q = quote.data?.quote;

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {t.title}
          <Typography color="text.secondary" component="span" sx={{ display: 'block' }}>
            {partnerName}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              pt: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {sectionTitle(t.client)}
            <Controller
              control={control}
              name="documentType"
              render={({ field }) => (
                <TextField
                  {...fieldProps(field)}
                  select
                  label={t.documentType}
                  size="small"
                  fullWidth
                  helperText=" "
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {DOCUMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {partnersEs.documentType[type]}
                    </option>
                  ))}
                </TextField>
              )}
            />
            {text('documentNumber', t.documentNumber, { autoComplete: 'off' })}
            {text('nombres', t.nombres)}
            {text('apellidoPaterno', t.apellidoPaterno)}
            {text('apellidoMaterno', t.apellidoMaterno)}
            <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
            {text('email', t.email, { type: 'email', helperText: t.contactHint })}
            {text('phone', t.phone, { slotProps: { htmlInput: { inputMode: 'tel', maxLength: 15 } } })}

            {sectionTitle(t.destination)}
            <Controller
              control={control}
              name="bankId"
              render={({ field, fieldState }) => (
                <BankSelect
                  {...fieldProps(field)}
                  onChange={(event) => {
                    field.onChange(event);
                    const next = findBank(banks, event.target.value);
                    setValue('accountTypeId', next?.accountTypes[0] ? String(next.accountTypes[0].id) : '');
                    clearErrors('accountTypeId');
                  }}
                  banks={banks}
                  bank={bank}
                  label={t.bank}
                  size="small"
                  fullWidth
                  disabled={banksLoading}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
            <Controller
              control={control}
              name="accountTypeId"
              render={({ field, fieldState }) => (
                <AccountTypeSelect
                  {...fieldProps(field)}
                  bank={bank}
                  label={t.accountType}
                  size="small"
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? (bank ? ' ' : t.chooseBankFirst)}
                />
              )}
            />
            {text('accountNumber', t.accountNumber, {
              autoComplete: 'off',
              helperText: accountType
                ? t.lengthHint(accountType.minLength, accountType.maxLength)
                : undefined,
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 30 } },
            })}
            {text('cci', bank && !isCciRequired(bank) ? t.cciOptional : t.cci, {
              autoComplete: 'off',
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 30 } },
            })}

            {sectionTitle(t.payment)}
            <Controller
              control={control}
              name="paymentBankId"
              render={({ field, fieldState }) => (
                <BankSelect
                  {...fieldProps(field)}
                  banks={paymentBanks}
                  bank={findBank(paymentBanks, field.value)}
                  label={t.paymentBank}
                  size="small"
                  fullWidth
                  disabled={banksLoading}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
            {text('sendAmount', t.amount, { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
          </Box>

          <Box
            aria-live="polite"
            sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 0.5, mt: 0.5 }}
          >
            {quoteRequest === null ? (
              <Typography variant="body2" color="text.secondary">
                {t.quoteHint}
              </Typography>
            ) : quote.isError ? (
              <Typography variant="body2" color="error">
                {isApiError(quote.error) ? quote.error.message : partnersEs.common.unexpected}
              </Typography>
            ) : !q ? (
              <Typography variant="body2" color="text.secondary">
                {t.quoting}
              </Typography>
            ) : (
              <Box
                component="dl"
                data-testid="partner-quote"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto auto',
                  justifyContent: 'space-between',
                  rowGap: 0.25,
                  '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
                  opacity: quote.isFetching ? 0.6 : 1,
                }}
              >
                <dt>{t.quote.send}</dt>
                <dd>{formatSoles(q.sendAmount)}</dd>
                <dt>{t.quote.fee}</dt>
                <dd>{formatSoles(q.finalFee)}</dd>
                {Number(q.interbankFee) > 0 && (
                  <>
                    <dt>{t.quote.interbank}</dt>
                    <dd>{formatSoles(q.interbankFee)}</dd>
                  </>
                )}
                <Box component="dt" sx={{ fontWeight: 800 }}>
                  {t.quote.receive}
                </Box>
                <Box component="dd" sx={{ fontWeight: 800 }}>
                  {formatSoles(q.receiveAmount)}
                </Box>
              </Box>
            )}
          </Box>
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {partnersEs.common.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending || formState.isSubmitting}>
            {t.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

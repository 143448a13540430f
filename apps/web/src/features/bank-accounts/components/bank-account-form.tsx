import type { BankAccountRequest } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useBanks } from '@/features/banks';
import { customerEs } from '@/i18n/customer.ts';
import { fieldProps } from '@/lib/field-props.ts';
import { isApiError } from '@/lib/api-client.ts';
import {
  EMPTY_ACCOUNT_FORM,
  findAccountType,
  findBank,
  isCciRequired,
  toBankAccountRequest,
  validateBankAccountForm,
  type BankAccountFormValues,
} from '../account-form-rules.ts';
import { AccountTypeSelect, BankSelect } from './bank-pickers.tsx';

const t = customerEs.accountForm;

export interface BankAccountFormProps {
  initialValues?: BankAccountFormValues;
  submitLabel: string;
  /** Sends the account; an ApiError's field messages land under their fields. */
  onSubmit: (request: Omit<BankAccountRequest, 'id'>) => Promise<void>;
  /** Extra actions beside the submit button (Cancelar in a dialog). */
  secondaryAction?: ReactNode;
}

/** Bank, type, currency, number with the bank's length, CCI when required, alias, provincia, holder. */
export function BankAccountForm({
  initialValues,
  submitLabel,
  onSubmit,
  secondaryAction,
}: BankAccountFormProps) {
  const { banks, isLoading } = useBanks();
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { holder: useId() };
  // The resolver is read once by react-hook-form; the catalogue may arrive after the first render.
  const catalogue = useRef(banks);
  useEffect(() => {
    catalogue.current = banks;
  }, [banks]);
  const resolver: Resolver<BankAccountFormValues> = async (values) => {
    const errors = validateBankAccountForm(values, catalogue.current);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<BankAccountFormValues> = {};
    for (const [name, message] of Object.entries(errors)) {
      fieldErrors[name as keyof BankAccountFormValues] = { type: 'rule', message };
    }
    return { values: {}, errors: fieldErrors };
  };
  const form = useForm<BankAccountFormValues>({
    defaultValues: initialValues ?? EMPTY_ACCOUNT_FORM,
    resolver,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const [bankId, accountTypeId] = useWatch({ control, name: ['bankId', 'accountTypeId'] });
  const bank = findBank(banks, bankId);
  const type = findAccountType(bank, accountTypeId);
  const cciRequired = isCciRequired(bank);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toBankAccountRequest(values));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = Object.entries(error.fields).filter(([name]) => name in EMPTY_ACCOUNT_FORM);
      for (const [name, message] of fields) {
        setError(name as keyof BankAccountFormValues, { type: 'server', message }, { shouldFocus: true });
      }
      if (fields.length === 0) setFormError(error.message);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Controller
        name="bankId"
        control={control}
        render={({ field, fieldState }) => (
          <BankSelect
            {...fieldProps(field)}
            onChange={(event) => {
              field.onChange(event);
              const next = findBank(banks, event.target.value);
              setValue('accountTypeId', next?.accountTypes[0] ? String(next.accountTypes[0].id) : '');
            }}
            banks={banks}
            bank={bank}
            label={t.bank}
            disabled={isLoading}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <Controller
          name="accountTypeId"
          control={control}
          render={({ field, fieldState }) => (
            <AccountTypeSelect
              {...fieldProps(field)}
              bank={bank}
              fullWidth
              label={t.accountType}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (bank ? undefined : t.chooseBankFirst)}
            />
          )}
        />
        <Controller
          name="currency"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...fieldProps(field)}
              select
              fullWidth
              label={t.currency}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="PEN">{t.currencies.PEN}</option>
              <option value="USD">{t.currencies.USD}</option>
            </TextField>
          )}
        />
      </Stack>

      <Controller
        name="accountNumber"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...fieldProps(field)}
            label={t.accountNumber}
            autoComplete="off"
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? (type ? t.lengthHint(type.minLength, type.maxLength) : undefined)
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
          />
        )}
      />

      {bank && (
        <Controller
          name="cci"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...fieldProps(field)}
              label={cciRequired ? t.cci : `${t.cci} ${customerEs.common.optional}`}
              required={cciRequired}
              autoComplete="off"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (cciRequired ? t.cciRequiredHint(bank.shortName) : t.cciOptionalHint)
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
            />
          )}
        />
      )}

      <Controller
        name="alias"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...fieldProps(field)}
            label={t.alias}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t.aliasHint}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        )}
      />

      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Controller
          name="isProvincia"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={
                <span>
                  {t.provincia}
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}
                  >
                    {t.provinciaHint}
                  </Box>
                </span>
              }
            />
          )}
        />
        <Controller
          name="holderDeclaration"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-describedby': fieldState.error ? ids.holder : undefined,
                      },
                    }}
                  />
                }
                label={t.holder}
              />
              {fieldState.error && (
                <FormHelperText id={ids.holder}>{fieldState.error.message}</FormHelperText>
              )}
            </FormControl>
          )}
        />
      </Box>

      {formError && <Alert severity="error">{formError}</Alert>}

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        {secondaryAction}
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_PARTNER_LINK_HOURS, type Partner, type PartnerRequest } from '@cambix/contract';
import { partnerRequest } from '@cambix/contract/schemas';
import { useId } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { BankSelect, findBank } from '@/features/bank-accounts';
import { useBanks } from '@/features/banks';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { fieldProps } from '@/lib/field-props.ts';
import { useSavePartner } from '../api/partners-admin.ts';

const t = partnersEs.partnerForm;

/** The form as typed: numbers and selects hold strings until sent. */
interface FormValues {
  name: string;
  ruc: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  sharePercent: string;
  commissionPercent: string;
  payoutBankId: string;
  payoutAccountNumber: string;
  payoutCci: string;
  linkHours: string;
  active: boolean;
}
type Name = keyof FormValues;

function valuesOf(partner: Partner | null): FormValues {
  return {
    name: partner?.name ?? '',
    ruc: partner?.ruc ?? '',
    contactName: partner?.contactName ?? '',
    contactEmail: partner?.contactEmail ?? '',
    contactPhone: partner?.contactPhone ?? '',
    sharePercent: partner?.sharePercent ?? '',
    commissionPercent: partner?.commissionPercent ?? '',
    payoutBankId: partner ? String(partner.payoutBank.id) : '',
    payoutAccountNumber: partner?.payoutAccountNumber ?? '',
    payoutCci: partner?.payoutCci ?? '',
    linkHours: String(partner?.linkHours ?? DEFAULT_PARTNER_LINK_HOURS),
    active: partner?.active ?? true,
  };
}

function toRequest(values: FormValues): PartnerRequest {
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  return {
    ...values,
    sharePercent: values.sharePercent.trim().replace(',', '.'),
    commissionPercent:
      values.commissionPercent.trim() === '' ? null : values.commissionPercent.trim().replace(',', '.'),
    payoutBankId: number(values.payoutBankId),
    linkHours: number(values.linkHours),
  };
}

const schemaResolver = zodResolver(partnerRequest) as unknown as Resolver<PartnerRequest>;
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await schemaResolver(toRequest(values), context, options as never);
  const errors: FieldErrors<FormValues> = {};
  for (const [name, error] of Object.entries(result.errors))
    if (error && typeof error.message === 'string')
      errors[name as Name] = { type: 'schema', message: error.message };
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

export interface PartnerFormDialogProps {
  /** The partner edited; null creates one. */
  partner: Partner | null;
  onClose(): void;
  onSaved(partner: Partner): void;
}

/** An Administrador creates or edits a partner business; a refusal keeps what was typed, its messages under their fields. */
export default function PartnerFormDialog({ partner, onClose, onSaved }: PartnerFormDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const { banks } = useBanks();
  const save = useSavePartner(partner?.id ?? null);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    defaultValues: valuesOf(partner),
    resolver,
    mode: 'onTouched',
  });
  const names = Object.keys(valuesOf(null));

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync(toRequest(values)).then(onSaved, (error: unknown) => {
      if (!isApiError(error)) return;
      let first = true;
      for (const [name, message] of Object.entries(error.fields)) {
        if (!names.includes(name)) continue;
        setError(name as Name, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
    }),
  );
  const fieldErrorShown =
    isApiError(save.error) && Object.keys(save.error.fields).some((name) => names.includes(name));
  const formError =
    save.error && !fieldErrorShown ? (isApiError(save.error) ? save.error.message : t.failed) : null;

  const text = (name: Exclude<Name, 'active'>, label: string, props: TextFieldProps = {}) => (
    <Controller
      control={control}
      name={name}
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

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{partner ? t.editTitle : t.createTitle}</DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              pt: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {text('name', t.name)}
            {text('ruc', t.ruc, { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 11 } } })}
            {text('contactName', t.contactName)}
            {text('contactEmail', t.contactEmail, { type: 'email' })}
            {text('contactPhone', t.contactPhone, { slotProps: { htmlInput: { inputMode: 'tel' } } })}
            {text('sharePercent', t.sharePercent, { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
            {text('commissionPercent', t.commissionPercent, {
              helperText: t.commissionHint,
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
            {text('linkHours', t.linkHours, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
            <Controller
              control={control}
              name="payoutBankId"
              render={({ field, fieldState }) => (
                <BankSelect
                  {...fieldProps(field)}
                  banks={banks}
                  bank={findBank(banks, field.value)}
                  label={t.payoutBank}
                  size="small"
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
            {text('payoutAccountNumber', t.payoutAccountNumber, {
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 30 } },
            })}
            {text('payoutCci', t.payoutCci, {
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 30 } },
            })}
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t.active}
                />
              )}
            />
          </Box>
          {formError && <Alert severity="error">{formError}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {partnersEs.common.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {partner ? t.save : t.create}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

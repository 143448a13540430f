import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_TYPES,
  type ManagedRole,
  type StaffAccount,
  type StaffAccountInput,
} from '@cambix/contract';
import { staffAccountInput } from '@cambix/contract/schemas';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { fieldProps } from '@/lib/field-props.ts';
import { usePartnerChoices } from '../api/list-partner-choices.ts';
import { useSaveStaffAccount } from '../api/save-staff-account.ts';

const t = staffEs.staffAccounts;

type FormOutput = z.output<typeof staffAccountInput>;
type TextName = 'documentNumber' | 'nombres' | 'apellidoPaterno' | 'apellidoMaterno' | 'email' | 'celular';

const FIELDS: readonly FieldPath<StaffAccountInput>[] = [
  'role',
  'documentType',
  'documentNumber',
  'nombres',
  'apellidoPaterno',
  'apellidoMaterno',
  'email',
  'celular',
  'partnerId',
];

function valuesOf(account: StaffAccount | null, roles: readonly ManagedRole[]): StaffAccountInput {
  return {
    role: account?.role ?? (roles.includes('Colaborador') ? 'Colaborador' : (roles[0] ?? 'Colaborador')),
    documentType: account?.documentType ?? 'DNI',
    documentNumber: account?.documentNumber ?? '',
    nombres: account?.nombres ?? '',
    apellidoPaterno: account?.apellidoPaterno ?? '',
    apellidoMaterno: account?.apellidoMaterno ?? '',
    email: account?.email ?? '',
    celular: account?.celular ?? '',
    partnerId: account?.partner?.id ?? null,
  };
}

export interface AccountFormDialogProps {
  /** The account edited; null creates one. */
  account: StaffAccount | null;
  /** The roles the signed-in manager may give (assignableRoles). */
  roles: readonly ManagedRole[];
  onClose: () => void;
  onSaved: (account: StaffAccount) => void;
}

/** Create and edit share one form (validated with the contract's schema); a refusal keeps what was typed. */
export function AccountFormDialog({ account, roles, onClose, onSaved }: AccountFormDialogProps) {
  const titleId = useId();
  const save = useSaveStaffAccount(account?.id ?? null);
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<StaffAccountInput, unknown, FormOutput>({
    resolver: zodResolver(staffAccountInput),
    defaultValues: valuesOf(account, roles),
  });

  // The body is what was typed: the server trims and normalises it with the same schema.
  const onSubmit = handleSubmit(() =>
    save.mutate(getValues(), {
      onSuccess: onSaved,
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [field, message] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as FieldPath<StaffAccountInput>, { message }, { shouldFocus: true });
        }
      },
    }),
  );

  const typedEmail = useWatch({ control, name: 'email' });
  const isPartnerUser = useWatch({ control, name: 'role' }) === 'Externo';
  const choices = usePartnerChoices(isPartnerUser);
  // A partner made inactive since stays selectable on its own users.
  const partners = [
    ...(choices.data ?? []),
    ...(account?.partner && !choices.data?.some((p) => p.id === account.partner?.id)
      ? [{ ...account.partner, active: false }]
      : []),
  ];
  const changesEmail = account !== null && typedEmail.trim().toLowerCase() !== account.email;

  const serverError =
    save.error &&
    !(isApiError(save.error) && Object.keys(save.error.fields).some((f) => FIELDS.includes(f as never)))
      ? isApiError(save.error)
        ? save.error.message
        : t.failed
      : null;

  const field = (name: TextName | 'role' | 'documentType', label: string, props: TextFieldProps) => (
    <Controller
      control={control}
      name={name}
      render={({ field: input }) => (
        <TextField
          {...fieldProps(input)}
          value={input.value ?? ''}
          label={label}
          size="small"
          fullWidth
          error={Boolean(errors[name])}
          helperText={
            errors[name]?.message ?? (name === 'email' && changesEmail ? t.form.emailChangeHint : ' ')
          }
          {...props}
        />
      )}
    />
  );

  const text = (
    name: TextName,
    label: string,
    extra: { type?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) =>
    field(name, label, {
      type: extra.type ?? 'text',
      slotProps: extra.inputMode ? { htmlInput: { inputMode: extra.inputMode } } : undefined,
    });

  const select = (name: 'role' | 'documentType', label: string, options: readonly [string, string][]) =>
    field(name, label, {
      select: true,
      children: options.map(([value, optionLabel]) => (
        <MenuItem key={value} value={value}>
          {optionLabel}
        </MenuItem>
      )),
    });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{account ? t.form.editTitle : t.form.createTitle}</DialogTitle>
        <DialogContent>
          {!account && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t.form.createHint}
            </Typography>
          )}
          <Box
            sx={{ display: 'grid', columnGap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {select(
              'role',
              t.form.role,
              roles.map((role) => [role, t.role[role]]),
            )}
            {isPartnerUser ? (
              <Controller
                control={control}
                name="partnerId"
                render={({ field: input }) => (
                  <TextField
                    {...fieldProps(input)}
                    value={input.value == null ? '' : String(input.value)}
                    onChange={(event) =>
                      input.onChange(event.target.value === '' ? null : Number(event.target.value))
                    }
                    select
                    required
                    label={t.form.partner}
                    size="small"
                    fullWidth
                    disabled={choices.isPending && partners.length === 0}
                    error={Boolean(errors.partnerId) || choices.isError}
                    helperText={
                      errors.partnerId?.message ??
                      (choices.isError
                        ? isApiError(choices.error)
                          ? choices.error.message
                          : t.form.partnersFailed
                        : choices.data && partners.length === 0
                          ? t.form.noPartners
                          : ' ')
                    }
                  >
                    {partners.map((partner) => (
                      <MenuItem key={partner.id} value={String(partner.id)}>
                        {partner.active ? partner.name : t.form.inactivePartner(partner.name)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : (
              <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
            )}
            {select(
              'documentType',
              t.form.documentType,
              DOCUMENT_TYPES.map((type) => [type, t.documentType[type]]),
            )}
            {text('documentNumber', t.form.documentNumber)}
            {text('nombres', t.form.nombres)}
            {text('apellidoPaterno', t.form.apellidoPaterno)}
            {text('apellidoMaterno', t.form.apellidoMaterno)}
            {text('celular', t.form.celular, { inputMode: 'tel' })}
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{text('email', t.form.email, { type: 'email' })}</Box>
          </Box>
          {serverError && <Alert severity="error">{serverError}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {staffEs.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t.form.saving : account ? t.form.save : t.form.create}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

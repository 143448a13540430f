import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { cambixAccountInput, cambixAccountUpdate } from '@cambix/contract/schemas';
import {
  CAMBIX_ACCOUNT_PURPOSES,
  type BankSettings,
  type CambixAccountInput,
  type CambixAccountSettings,
  type CambixAccountUpdate,
} from '@cambix/contract';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { staffEs } from '@/i18n/staff.ts';
import { useCreateCambixAccount, useUpdateCambixAccount } from '../../api/save-cambix-account.ts';
import { FormSwitch } from '../form-switch.tsx';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

const t = staffEs.staffSettings.accounts;

const NEW_ACCOUNT = {
  bankId: Number.NaN,
  currency: 'PEN',
  purpose: 'collection',
  accountNumber: '',
  cci: '',
  holderName: '',
  active: true,
} satisfies CambixAccountInput;

const editableValues = (account: CambixAccountSettings): CambixAccountUpdate => ({
  accountNumber: account.accountNumber,
  cci: account.cci,
  holderName: account.holderName,
  active: account.active,
});

function AccountDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>{children}</DialogContent>
    </Dialog>
  );
}

/** A choice among fixed values (bank, currency, use) as a select with its message under it. */
function SelectField<I extends FieldValues, O>({
  control,
  name,
  label,
  options,
  numeric = false,
}: {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
  label: string;
  options: readonly { value: string | number; label: string }[];
  numeric?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={Number.isNaN(field.value) ? '' : (field.value as string | number)}
          onChange={(event) => field.onChange(numeric ? Number(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          label={label}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A new collection or payout account: bank, currency and use are chosen once. */
export function CreateCambixAccountDialog({
  banks,
  onClose,
  onSaved,
}: {
  banks: readonly BankSettings[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const create = useCreateCambixAccount();
  const section = useSectionForm({
    schema: cambixAccountInput,
    values: NEW_ACCOUNT as CambixAccountInput,
    save: async (body) => {
      await create.mutateAsync(body);
      onSaved();
      return NEW_ACCOUNT;
    },
  });
  const { control } = section.form;
  return (
    <AccountDialog title={t.createTitle} onClose={onClose}>
      <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', columnGap: 2 }}>
        <SelectField
          control={control}
          name="bankId"
          label={t.bank}
          numeric
          options={banks.map((bank) => ({ value: bank.id, label: bank.name }))}
        />
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectField
            control={control}
            name="currency"
            label={t.currency}
            options={(['PEN', 'USD'] as const).map((value) => ({ value, label: t.currencies[value] }))}
          />
          <SelectField
            control={control}
            name="purpose"
            label={t.purpose}
            options={CAMBIX_ACCOUNT_PURPOSES.map((value) => ({ value, label: t.purposes[value] }))}
          />
        </Box>
        <AccountFields control={control} />
        <SectionActions
          {...section}
          label={t.create}
          secondary={<Button onClick={onClose}>{staffEs.staffSettings.cancel}</Button>}
        />
      </Box>
    </AccountDialog>
  );
}

/** Number, CCI, holder and whether it is active. */
export function EditCambixAccountDialog({
  account,
  onClose,
  onSaved,
}: {
  account: CambixAccountSettings;
  onClose: () => void;
  onSaved: () => void;
}) {
  const update = useUpdateCambixAccount(account.id);
  const section = useSectionForm({
    schema: cambixAccountUpdate,
    values: editableValues(account),
    save: async (body) => {
      const saved = await update.mutateAsync(body);
      onSaved();
      return editableValues(saved);
    },
  });
  return (
    <AccountDialog title={t.editTitle} onClose={onClose}>
      <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid' }}>
        <DialogContentText sx={{ mb: 2 }}>
          {account.bankName} · {t.currencies[account.currency]} · {t.purposes[account.purpose]}
          <br />
          {t.fixedFields}
        </DialogContentText>
        <AccountFields control={section.form.control} />
        <SectionActions
          {...section}
          secondary={<Button onClick={onClose}>{staffEs.staffSettings.cancel}</Button>}
        />
      </Box>
    </AccountDialog>
  );
}

function AccountFields<I extends CambixAccountUpdate, O>({ control }: { control: Control<I, unknown, O> }) {
  const name = (field: keyof CambixAccountUpdate) => field as FieldPath<I>;
  return (
    <>
      <FormTextField control={control} name={name('accountNumber')} label={t.accountNumber} kind="digits" />
      <FormTextField control={control} name={name('cci')} label={t.cci} kind="digits" />
      <FormTextField control={control} name={name('holderName')} label={t.holderName} />
      <FormSwitch control={control} name={name('active')} label={t.active} />
    </>
  );
}

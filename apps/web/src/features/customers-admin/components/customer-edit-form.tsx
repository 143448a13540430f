import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerDetail } from '@cambix/contract';
import { customerUpdate } from '@cambix/contract/schemas';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { formatPercent } from '../format.ts';

const t = staffEs.customer;

type FormInput = z.input<typeof customerUpdate>;
type FormOutput = z.output<typeof customerUpdate>;

interface FormValues {
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  email: string;
  celular: string;
  commissionPercent: string;
  monthlyLimit: string;
  isPremium: boolean;
  isSpecial: boolean;
}

export function formValuesOf(customer: CustomerDetail): FormValues {
  return {
    nombres: customer.nombres,
    apellido_paterno: customer.apellido_paterno,
    apellido_materno: customer.apellido_materno,
    email: customer.email,
    celular: customer.celular ?? '',
    commissionPercent: customer.commissionPercent ?? '',
    monthlyLimit: customer.monthlyLimit ?? '',
    isPremium: customer.isPremium,
    isSpecial: customer.isSpecial,
  };
}

const FIELDS = new Set<string>([
  'nombres',
  'apellido_paterno',
  'apellido_materno',
  'email',
  'celular',
  'commissionPercent',
  'monthlyLimit',
  'isPremium',
  'isSpecial',
]);

/** The fields staff may change (module users, edit), validated with the contract's schema. */
export function CustomerEditForm({ customer }: { customer: CustomerDetail }) {
  const update = useUpdateCustomer(customer.id);
  const [saved, setSaved] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(customerUpdate),
    defaultValues: formValuesOf(customer),
  });
  const isSpecial = useWatch({ control, name: 'isSpecial' });
  const typedEmail = useWatch({ control, name: 'email' });
  const changesEmail = (typedEmail ?? '').trim().toLowerCase() !== customer.email;

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (detail) => {
        reset(formValuesOf(detail));
        setSaved(true);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [field, message] of Object.entries(error.fields)) {
          if (FIELDS.has(field)) setError(field as FieldPath<FormInput>, { message });
        }
      },
    }),
  );

  const text = (
    name: Exclude<keyof FormValues, 'isPremium' | 'isSpecial' | 'commissionPercent'>,
    label: string,
  ) => (
    <TextField
      {...register(name)}
      label={label}
      size="small"
      fullWidth
      error={Boolean(errors[name])}
      helperText={
        errors[name]?.message ?? (name === 'email' && changesEmail ? t.fields.emailChangeHint : ' ')
      }
    />
  );

  const serverError =
    isApiError(update.error) && Object.keys(update.error.fields).every((field) => !FIELDS.has(field))
      ? update.error.message
      : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Box>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t.sections.identity}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {text('nombres', t.fields.nombres)}
          {text('apellido_paterno', t.fields.apellido_paterno)}
          {text('apellido_materno', t.fields.apellido_materno)}
          {text('email', t.fields.email)}
          {text('celular', t.fields.celular)}
        </Box>
      </Box>

      <Box>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t.sections.conditions}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Controller
            control={control}
            name="commissionPercent"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label={t.fields.commission}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.commissionPercent)}
                helperText={errors.commissionPercent?.message ?? ' '}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t.defaultCommission(customer.fees.defaultCommission)}</MenuItem>
                {customer.fees.commissionOptions.map((option) => (
                  <MenuItem key={option} value={option}>
                    {formatPercent(option)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...register('monthlyLimit')}
            label={t.fields.monthlyLimit}
            size="small"
            disabled={!isSpecial}
            error={Boolean(errors.monthlyLimit)}
            helperText={errors.monthlyLimit?.message ?? t.fields.monthlyLimitHint}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">S/</InputAdornment> },
            }}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Controller
              control={control}
              name="isPremium"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t.fields.isPremium}
                />
              )}
            />
            <Controller
              control={control}
              name="isSpecial"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t.fields.isSpecial}
                />
              )}
            />
          </Box>
        </Box>
      </Box>

      {serverError && <Alert severity="error">{serverError}</Alert>}

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          onClick={() => reset(formValuesOf(customer))}
          disabled={!isDirty || update.isPending}
        >
          {staffEs.common.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty || update.isPending}>
          {update.isPending ? t.saving : t.save}
        </Button>
      </Box>

      <Snackbar open={saved} autoHideDuration={4000} onClose={() => setSaved(false)}>
        <Alert severity="success" variant="filled" onClose={() => setSaved(false)}>
          {t.saved}
        </Alert>
      </Snackbar>
    </Box>
  );
}

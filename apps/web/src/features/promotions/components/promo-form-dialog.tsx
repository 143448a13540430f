import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROMO_DISCOUNT_KINDS, type PromoSummary } from '@cambix/contract';
import { promoRequest } from '@cambix/contract/schemas';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useBanks } from '@/features/banks';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';
import { isApiError, type ApiError } from '@/lib/api-client.ts';
import { fieldProps } from '@/lib/field-props.ts';
import { useSavePromo } from '../api/save-promo.ts';
import { PROMO_FORM_FIELDS, promoFormValues, toPromoRequest, type PromoFormValues } from '../promo-form.ts';
import { DayField } from '@/components/ui/day-field.tsx';

const t = staffCouponsEs.form;

type PromoOutput = z.output<typeof promoRequest>;
type FieldName = (typeof PROMO_FORM_FIELDS)[number];

const schemaResolver = zodResolver(promoRequest);
/** The contract's schema checks the body the form would send, so the form and the server refuse alike. */
const resolver: Resolver<PromoFormValues, unknown, PromoOutput> = (values, context, options) =>
  schemaResolver(toPromoRequest(values), context, options as never) as never;

/** Refusals that belong to one field when the server does not name it. */
const FIELD_OF_CODE: Partial<Record<ApiError['code'], FieldName>> = {
  PROMO_CODE_TAKEN: 'code',
  PROMO_CUSTOMERS_UNKNOWN: 'customerDocuments',
};

const isFieldName = (name: string): name is FieldName =>
  (PROMO_FORM_FIELDS as readonly string[]).includes(name);

/** The field a server refusal is shown on, with its message; null: it is shown above the buttons. */
function serverFieldErrors(error: ApiError): [FieldName, string][] {
  const named = Object.entries(error.fields).flatMap(([field, message]): [FieldName, string][] => {
    const name = field.split('.')[0] ?? field;
    return isFieldName(name) ? [[name, message]] : [];
  });
  if (named.length > 0) return named;
  const field = FIELD_OF_CODE[error.code];
  if (!field) return [];
  const documents = error.data.documents;
  const listed = Array.isArray(documents) && documents.every((item) => typeof item === 'string');
  return [
    [field, listed && documents.length > 0 ? `${error.message} ${documents.join(', ')}` : error.message],
  ];
}

const messageOf = (errors: FieldErrors<PromoFormValues>, name: FieldName): string | undefined => {
  const error = errors[name] as { message?: string } | { message?: string }[] | undefined;
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((item) => item?.message)?.message;
  return error.message;
};

export interface PromoFormDialogProps {
  /** The coupon edited; null creates one. */
  promo: PromoSummary | null;
  onClose(): void;
  onSaved(promo: PromoSummary): void;
}

/**
 * Create and edit a coupon, checked by the contract's `promoRequest`; a refusal keeps what was typed. Once
 * used, its code and discount are locked (docs/rules/coupons-and-referrals.md#editing-coupons).
 */
export function PromoFormDialog({ promo, onClose, onSaved }: PromoFormDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSavePromo(promo?.id ?? null);
  const { banks } = useBanks();
  const isLocked = promo?.used ?? false;
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<PromoFormValues, unknown, PromoOutput>({ resolver, defaultValues: promoFormValues(promo) });
  const kind = useWatch({ control, name: 'discountKind' });
  const validFrom = useWatch({ control, name: 'validFrom' });

  // A bank since removed from the catalogue stays shown on the coupon that has it.
  const savedBank = promo?.bank ?? null;
  const bankOptions = banks.map((bank) => ({ id: bank.id, name: bank.name }));
  if (savedBank && !bankOptions.some((bank) => bank.id === savedBank.id)) bankOptions.push(savedBank);

  const onSubmit = handleSubmit(() =>
    save.mutate(toPromoRequest(getValues()), {
      onSuccess: onSaved,
      onError: (error) => {
        if (!isApiError(error)) return;
        serverFieldErrors(error).forEach(([field, message], index) =>
          setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
      },
    }),
  );

  const serverError =
    save.error && !(isApiError(save.error) && serverFieldErrors(save.error).length > 0)
      ? isApiError(save.error)
        ? save.error.message
        : t.failed
      : null;

  const text = (
    name: Exclude<FieldName, 'firstOrderOnly' | 'active' | 'discountKind'>,
    label: string,
    hint: string,
    props: TextFieldProps = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...fieldProps(field)}
          label={label}
          size="small"
          fullWidth
          error={Boolean(messageOf(errors, name))}
          helperText={messageOf(errors, name) ?? hint}
          {...props}
        />
      )}
    />
  );

  const toggle = (name: 'firstOrderOnly' | 'active', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={label}
        />
      )}
    />
  );

  const section = (title: string) => (
    <Typography variant="h3" component="h3" sx={{ gridColumn: '1 / -1', mt: 1 }}>
      {title}
    </Typography>
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
        <DialogTitle id={titleId}>{promo ? t.editTitle(promo.code) : t.createTitle}</DialogTitle>
        <DialogContent>
          {isLocked && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t.usedLock}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              rowGap: 1,
              pt: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <TextField
                  {...fieldProps(field)}
                  onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                  label={t.code}
                  size="small"
                  fullWidth
                  required
                  disabled={isLocked}
                  error={Boolean(errors.code)}
                  helperText={errors.code?.message ?? t.codeHint}
                  slotProps={{
                    htmlInput: { maxLength: 30, autoCapitalize: 'characters', spellCheck: false },
                  }}
                />
              )}
            />
            {text('description', t.description, ' ', { slotProps: { htmlInput: { maxLength: 200 } } })}

            {section(t.sections.discount)}
            <Controller
              control={control}
              name="discountKind"
              render={({ field }) => (
                <FormControl disabled={isLocked}>
                  <FormLabel id={`${titleId}-kind`}>{t.discountKind}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`${titleId}-kind`}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    {PROMO_DISCOUNT_KINDS.map((value) => (
                      <FormControlLabel
                        key={value}
                        value={value}
                        control={<Radio size="small" />}
                        label={staffCouponsEs.kind[value]}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            {text('discountValue', t.discountValue, kind === 'percent' ? t.percentHint : t.amountHint, {
              disabled: isLocked,
              slotProps: {
                htmlInput: { inputMode: 'decimal' },
                input:
                  kind === 'percent'
                    ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                    : { startAdornment: <InputAdornment position="start">S/</InputAdornment> },
              },
            })}

            {section(t.sections.conditions)}
            {text('minAmount', t.minAmount, t.minAmountHint, {
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
            {text('maxAmount', t.maxAmount, t.maxAmountHint, {
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
            {(['validFrom', 'validTo'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <DayField
                    label={name === 'validFrom' ? t.validFrom : t.validTo}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    minDay={name === 'validTo' ? validFrom || undefined : undefined}
                    error={Boolean(errors[name])}
                    helperText={errors[name]?.message ?? t.validHint}
                  />
                )}
              />
            ))}
            {text('totalUses', t.totalUses, t.totalUsesHint, {
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            })}
            {text('usesPerCustomer', t.usesPerCustomer, ' ', {
              required: true,
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            })}
            <Box sx={{ gridColumn: '1 / -1' }}>{toggle('firstOrderOnly', t.firstOrderOnly)}</Box>

            {section(t.sections.restrictions)}
            {text('customerDocuments', t.customers, t.customersHint, {
              multiline: true,
              minRows: 2,
              maxRows: 6,
              slotProps: { htmlInput: { spellCheck: false } },
            })}
            {text('bankId', t.bank, ' ', {
              select: true,
              slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
              children: [
                <MenuItem key="" value="">
                  {t.anyBank}
                </MenuItem>,
                ...bankOptions.map((bank) => (
                  <MenuItem key={bank.id} value={String(bank.id)}>
                    {bank.name}
                  </MenuItem>
                )),
              ],
            })}
            <Box sx={{ gridColumn: '1 / -1' }}>{toggle('active', t.active)}</Box>
          </Box>
          {serverError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {staffCouponsEs.common.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {promo ? t.save : t.create}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

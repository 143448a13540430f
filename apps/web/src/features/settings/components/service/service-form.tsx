import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeHours, peruHolidays, type ServiceSettings, type WeeklyHours } from '@cambix/contract';
import { serviceSettings } from '@cambix/contract/schemas';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { staffEs } from '@/i18n/staff.ts';
import { useBankSettings } from '../../api/get-bank-settings.ts';
import { useSaveSection } from '../../api/save-section.ts';
import { FieldGroup } from '../field-group.tsx';
import { FormSwitch } from '../form-switch.tsx';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useCanEditSettings } from '../settings-access.ts';
import { useSectionForm } from '../use-section-form.ts';

const t = staffEs.staffSettings.service;

/** A transfer row as the form shows it: "next business day" is a switch beside the minutes. */
interface TransferRow {
  bankCode: string;
  currency: 'PEN' | 'USD';
  sameBankMinutes: number;
  sameBankCutoff: string;
  interbankNextDay: boolean;
  interbankMinutes: number;
  interbankCutoff: string;
}

export interface ServiceFormValues {
  holidays: { date: string; name: string }[];
  transfers: TransferRow[];
}

const toFormValues = (settings: ServiceSettings): ServiceFormValues => ({
  holidays: settings.holidays,
  transfers: settings.transfers.map((row) => ({
    ...row,
    interbankNextDay: row.interbankMinutes === null,
    interbankMinutes: row.interbankMinutes ?? 120,
  })),
});

/** The contract's `serviceSettings` checks what the form would send, its messages on the same fields. */
const serviceForm = z
  .object({
    holidays: z.array(z.object({ date: z.string(), name: z.string() })),
    transfers: z.array(
      z.object({
        bankCode: z.string(),
        currency: z.enum(['PEN', 'USD']),
        sameBankMinutes: z.number(),
        sameBankCutoff: z.string(),
        interbankNextDay: z.boolean(),
        interbankMinutes: z.number(),
        interbankCutoff: z.string(),
      }),
    ),
  })
  .transform((value) => ({
    holidays: value.holidays,
    transfers: value.transfers.map(({ interbankNextDay, interbankMinutes, ...row }) => ({
      ...row,
      interbankMinutes: interbankNextDay ? null : interbankMinutes,
    })),
  }))
  .pipe(serviceSettings);

/**
 * Ajustes › Horarios y feriados: the week (edited in Divisas, Cambix's one weekly hours: decision 183),
 * each bank's transfer times and cut-offs, and the holidays Cambix does not work.
 */
export function ServiceForm({ values, hours }: { values: ServiceSettings; hours: WeeklyHours }) {
  const save = useSaveSection('service');
  const section = useSectionForm({
    schema: serviceForm,
    values: toFormValues(values),
    save: async (body) => toFormValues(await save.mutateAsync(body)),
  });
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.week} hint={t.weekHint} columns={2}>
        <Typography sx={{ gridColumn: '1 / -1' }}>{describeHours(hours)}</Typography>
      </FieldGroup>
      <FieldGroup title={t.transfers} hint={t.transfersHint} columns={2}>
        <TransferRows form={section.form} />
      </FieldGroup>
      <FieldGroup title={t.holidays} hint={t.holidaysHint} columns={2}>
        <HolidayRows form={section.form} />
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}

type Form = UseFormReturn<ServiceFormValues, unknown, ServiceSettings>;

/** A choice among fixed values as a select, read-only without ajustes edit. */
function FormSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<ServiceFormValues, unknown, ServiceSettings>;
  name: FieldPath<ServiceFormValues>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const canEdit = useCanEditSettings();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value as string}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          label={label}
          size="small"
          fullWidth
          disabled={!canEdit}
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

/** The saved value stays choosable while the catalogue loads (or if its bank left it). */
const withCurrent = (options: { value: string; label: string }[], value: string | undefined) =>
  value === undefined || options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: value }];

const rowBox = {
  display: 'grid',
  columnGap: 2,
  rowGap: 0.5,
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function TransferRows({ form }: { form: Form }) {
  const canEdit = useCanEditSettings();
  const banks = useBankSettings();
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'transfers' });
  const rows = useWatch({ control, name: 'transfers' });
  const bankOptions = (banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }));
  const nameOf = (code: string) => bankOptions.find((option) => option.value === code)?.label ?? code;
  const listError = formState.errors.transfers?.root?.message ?? formState.errors.transfers?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridColumn: '1 / -1', minWidth: 0 }}>
      <Box component="ul" aria-label={t.transfers} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {fields.map((field, index) => {
          const row = rows[index];
          const label = row ? `${nameOf(row.bankCode)} (${row.currency})` : '';
          return (
            <Box component="li" key={field.id} aria-label={label} sx={rowBox}>
              <FormSelect
                control={control}
                name={`transfers.${index}.bankCode`}
                label={t.bank}
                options={withCurrent(bankOptions, row?.bankCode)}
              />
              <FormSelect
                control={control}
                name={`transfers.${index}.currency`}
                label={t.currency}
                options={[
                  { value: 'PEN', label: t.currencies.PEN },
                  { value: 'USD', label: t.currencies.USD },
                ]}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
                {canEdit && (
                  <IconButton aria-label={t.removeTransfer(label)} onClick={() => remove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Box>
              <FormTextField
                control={control}
                name={`transfers.${index}.sameBankMinutes`}
                label={t.sameBankMinutes}
                kind="integer"
                suffix={t.minutes}
              />
              <FormTextField
                control={control}
                name={`transfers.${index}.sameBankCutoff`}
                label={t.sameBankCutoff}
                placeholder="18:00"
              />
              <Box />
              {row?.interbankNextDay ? (
                <Typography variant="body2" sx={{ alignSelf: 'center', pb: 2.5 }}>
                  {t.interbankNextDayText}
                </Typography>
              ) : (
                <FormTextField
                  control={control}
                  name={`transfers.${index}.interbankMinutes`}
                  label={t.interbankMinutes}
                  kind="integer"
                  suffix={t.minutes}
                />
              )}
              <FormTextField
                control={control}
                name={`transfers.${index}.interbankCutoff`}
                label={t.interbankCutoff}
                placeholder="15:00"
              />
              <FormSwitch control={control} name={`transfers.${index}.interbankNextDay`} label={t.interbankNextDay} />
            </Box>
          );
        })}
      </Box>
      {listError && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {listError}
        </FormHelperText>
      )}
      {canEdit && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() =>
              append({
                bankCode: bankOptions[0]?.value ?? '',
                currency: 'PEN',
                sameBankMinutes: 15,
                sameBankCutoff: '18:00',
                interbankNextDay: false,
                interbankMinutes: 120,
                interbankCutoff: '15:00',
              })
            }
          >
            {t.addTransfer}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function HolidayRows({ form }: { form: Form }) {
  const canEdit = useCanEditSettings();
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'holidays' });
  const holidays = useWatch({ control, name: 'holidays' });
  const years = holidays.map((holiday) => Number(holiday.date.slice(0, 4))).filter(Number.isFinite);
  const nextYear = (years.length > 0 ? Math.max(...years) : new Date().getFullYear() - 1) + 1;
  const listError = formState.errors.holidays?.root?.message ?? formState.errors.holidays?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridColumn: '1 / -1', minWidth: 0, maxWidth: 720 }}>
      <Box component="ol" aria-label={t.holidays} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '11rem minmax(0, 1fr) auto' },
              columnGap: 1,
              alignItems: 'flex-start',
            }}
          >
            <FormTextField control={control} name={`holidays.${index}.date`} label={t.date} placeholder="AAAA-MM-DD" />
            <Box sx={{ gridRow: { xs: 2, sm: 'auto' }, minWidth: 0 }}>
              <FormTextField control={control} name={`holidays.${index}.name`} label={t.holidayName} />
            </Box>
            {canEdit ? (
              <IconButton
                aria-label={t.removeHoliday(holidays[index]?.date ?? '')}
                onClick={() => remove(index)}
                sx={{ gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 2, sm: 'auto' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            ) : (
              <Box />
            )}
          </Box>
        ))}
      </Box>
      {listError && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {listError}
        </FormHelperText>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => append({ date: '', name: '' })}>
            {t.addHoliday}
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              const known = new Set(holidays.map((holiday) => holiday.date));
              append(peruHolidays(nextYear).filter((holiday) => !known.has(holiday.date)));
            }}
          >
            {t.addYear(nextYear)}
          </Button>
        </Box>
      )}
    </Box>
  );
}

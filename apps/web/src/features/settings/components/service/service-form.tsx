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
import { holiday, serviceSettings } from '@cambix/contract/schemas';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { useState } from 'react';
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
      <Box
        component="ul"
        aria-label={t.transfers}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
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
              <FormSwitch
                control={control}
                name={`transfers.${index}.interbankNextDay`}
                label={t.interbankNextDay}
              />
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

/** A Lima day 'YYYY-MM-DD' as people read it: 08/12/2026. */
const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The holidays in date order, each removable; a new one is added below (or the next year's national ones). */
function HolidayRows({ form }: { form: Form }) {
  const canEdit = useCanEditSettings();
  const { control, formState, setValue } = form;
  const holidays = useWatch({ control, name: 'holidays' });
  const [draft, setDraft] = useState({ date: '', name: '' });
  const [draftError, setDraftError] = useState<string | null>(null);
  const years = holidays.map((item) => Number(item.date.slice(0, 4))).filter(Number.isFinite);
  const nextYear = (years.length > 0 ? Math.max(...years) : new Date().getFullYear() - 1) + 1;
  const errors = formState.errors.holidays;
  const listError = errors?.root?.message ?? errors?.message;

  const setHolidays = (next: ServiceFormValues['holidays']) =>
    setValue(
      'holidays',
      [...next].sort((a, b) => a.date.localeCompare(b.date)),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
  const add = () => {
    const checked = holiday.safeParse(draft);
    if (!checked.success) return setDraftError(checked.error.issues[0]?.message ?? null);
    if (holidays.some((item) => item.date === checked.data.date)) return setDraftError(t.holidayRepeated);
    setHolidays([...holidays, checked.data]);
    setDraft({ date: '', name: '' });
    setDraftError(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, gridColumn: '1 / -1', minWidth: 0, maxWidth: 640 }}>
      <Box component="ol" aria-label={t.holidays} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {holidays.map((item, index) => {
          const rowError = errors?.[index]?.date?.message ?? errors?.[index]?.name?.message;
          return (
            <Box
              component="li"
              key={item.date === '' ? `new-${index}` : item.date}
              sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 40 }}>
                <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums', flex: 'none' }}>
                  {dayText(item.date)}
                </Typography>
                <Typography component="span" sx={{ flex: 1, minWidth: 0 }}>
                  {item.name}
                </Typography>
                {canEdit && (
                  <IconButton
                    size="small"
                    aria-label={t.removeHoliday(`${dayText(item.date)} ${item.name}`)}
                    onClick={() => setHolidays(holidays.filter((_, at) => at !== index))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </Box>
              {rowError && (
                <FormHelperText error role="alert" sx={{ mx: 0 }}>
                  {rowError}
                </FormHelperText>
              )}
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
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="date"
            label={t.date}
            value={draft.date}
            onChange={(event) => {
              setDraft({ ...draft, date: event.target.value });
              setDraftError(null);
            }}
            sx={{ flex: '0 1 11rem' }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label={t.holidayName}
            value={draft.name}
            onChange={(event) => {
              setDraft({ ...draft, name: event.target.value });
              setDraftError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
            error={draftError !== null}
            helperText={draftError ?? ' '}
            sx={{ flex: '1 1 200px' }}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 0.25 }}>
            {t.addHoliday}
          </Button>
          <Box sx={{ flexBasis: '100%' }} />
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              const known = new Set(holidays.map((item) => item.date));
              setHolidays([...holidays, ...peruHolidays(nextYear).filter((item) => !known.has(item.date))]);
            }}
          >
            {t.addYear(nextYear)}
          </Button>
        </Box>
      )}
    </Box>
  );
}

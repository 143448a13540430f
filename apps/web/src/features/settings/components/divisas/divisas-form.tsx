import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { divisasSettings } from '@cambix/contract/schemas';
import type { DivisasSettings } from '@cambix/contract';
import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { useSaveSection } from '../../api/save-section.ts';
import { FieldGroup } from '../field-group.tsx';
import { FormSwitch } from '../form-switch.tsx';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

const t = staffExchangeEs.settings;

const DAY_GROUPS = ['weekdays', 'saturday', 'sunday'] as const;
type DayGroup = (typeof DAY_GROUPS)[number];

/** A day group as the form shows it: a switch and its hours, kept while closed so reopening loses nothing. */
interface DayHours {
  open: boolean;
  from: string;
  to: string;
}

export interface DivisasFormValues extends Omit<DivisasSettings, 'hours'> {
  hours: Record<DayGroup, DayHours>;
}

const toDayHours = (window: { from: string; to: string } | null): DayHours => ({
  open: window !== null,
  from: window?.from ?? '09:00',
  to: window?.to ?? '13:00',
});

const toFormValues = (settings: DivisasSettings): DivisasFormValues => ({
  ...settings,
  hours: {
    weekdays: toDayHours(settings.hours.weekdays),
    saturday: toDayHours(settings.hours.saturday),
    sunday: toDayHours(settings.hours.sunday),
  },
});

const dayHours = z.object({ open: z.boolean(), from: z.string(), to: z.string() });
/** An integer field left empty (NaN) sends null: both empty turn the lapsed-locks rule off. */
const optionalCount = z
  .union([z.number(), z.nan()])
  .nullable()
  .transform((value) => (value === null || Number.isNaN(value) ? null : value));
const toWindow = (day: DayHours) => (day.open ? { from: day.from.trim(), to: day.to.trim() } : null);

/** The contract's `divisasSettings` checks what the form would send; a closed day sends null. */
const divisasForm = z
  .object({
    enabled: z.boolean(),
    lockMinutes: z.number(),
    hours: z.object({ weekdays: dayHours, saturday: dayHours, sunday: dayHours }),
    bankBuy: z.string(),
    bankSell: z.string(),
    maxSpreadPercent: z.string(),
    declarationThresholdUsd: z.string(),
    lapsedLocksLimit: optionalCount,
    lapsedLocksWindowDays: optionalCount,
  })
  .transform((value) => ({
    ...value,
    hours: {
      weekdays: toWindow(value.hours.weekdays),
      saturday: toWindow(value.hours.saturday),
      sunday: toWindow(value.hours.sunday),
    },
  }))
  .pipe(divisasSettings);

/**
 * Divisas: on/off, the rate lock, business hours, the bank's reference rates, the guard, the declaration and
 * the lapsed-locks rule (docs/rules/exchange.md#indicative-quotes).
 */
export function DivisasForm({ values }: { values: DivisasSettings }) {
  const save = useSaveSection('divisas');
  const section = useSectionForm({
    schema: divisasForm,
    values: toFormValues(values),
    save: async (body) => toFormValues(await save.mutateAsync(body)),
  });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.operation} columns={2}>
        <FormSwitch control={control} name="enabled" label={t.enabled} hint={t.enabledHint} />
        <FormTextField
          control={control}
          name="lockMinutes"
          label={t.lockMinutes}
          kind="integer"
          suffix={t.minutes}
          helperText={t.lockMinutesHint}
        />
      </FieldGroup>
      <FieldGroup title={t.hours} hint={t.hoursHint} columns={3}>
        {DAY_GROUPS.map((day) => (
          <DayRow key={day} control={control} day={day} />
        ))}
      </FieldGroup>
      <FieldGroup title={t.bank} hint={t.bankHint} columns={4}>
        <FormTextField control={control} name="bankBuy" label={t.bankBuy} kind="amount" prefix="S/" />
        <FormTextField control={control} name="bankSell" label={t.bankSell} kind="amount" prefix="S/" />
      </FieldGroup>
      <FieldGroup title={t.control} columns={2}>
        <FormTextField
          control={control}
          name="maxSpreadPercent"
          label={t.maxSpreadPercent}
          kind="amount"
          suffix="%"
          helperText={t.maxSpreadPercentHint}
        />
        <FormTextField
          control={control}
          name="declarationThresholdUsd"
          label={t.declarationThresholdUsd}
          kind="amount"
          prefix="US$"
          helperText={t.declarationThresholdUsdHint}
        />
      </FieldGroup>
      <FieldGroup title={t.lapsedLocks} hint={t.lapsedLocksHint} columns={2}>
        <FormTextField
          control={control}
          name="lapsedLocksLimit"
          label={t.lapsedLocksLimit}
          kind="integer"
          suffix={t.locks}
          helperText={t.lapsedLocksLimitHint}
        />
        <FormTextField
          control={control}
          name="lapsedLocksWindowDays"
          label={t.lapsedLocksWindowDays}
          kind="integer"
          suffix={t.daysUnit}
          helperText={t.lapsedLocksWindowDaysHint}
        />
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}

/** One group of days: whether it opens and, when it does, from and to (HH:MM, Lima). */
function DayRow({
  control,
  day,
}: {
  control: Control<DivisasFormValues, unknown, DivisasSettings>;
  day: DayGroup;
}) {
  const open = useWatch({ control, name: `hours.${day}.open` });
  const label = t.days[day];
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1,
        alignContent: 'start',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="span">
          {label}
        </Typography>
        <FormSwitch control={control} name={`hours.${day}.open`} label={open ? t.open : t.closed} />
      </Box>
      {open && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1 }}>
          <FormTextField
            control={control}
            name={`hours.${day}.from`}
            label={t.from}
            placeholder={t.hourPlaceholder}
          />
          <FormTextField
            control={control}
            name={`hours.${day}.to`}
            label={t.to}
            placeholder={t.hourPlaceholder}
          />
        </Box>
      )}
    </Box>
  );
}

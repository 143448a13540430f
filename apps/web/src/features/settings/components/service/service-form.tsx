import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeHours, type ServiceSettings, type WeeklyHours } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../../api/save-section.ts';
import { FieldGroup } from '../field-group.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';
import { HolidayRows } from './holiday-rows.tsx';
import { serviceForm, toFormValues } from './service-form-values.ts';
import { TransferRows } from './transfer-rows.tsx';

const t = staffEs.staffSettings.service;

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

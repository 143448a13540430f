import Box from '@mui/material/Box';
import { contactSettings } from '@cambix/contract/schemas';
import type { ContactSettings } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.contact;

/** Contacto: the WhatsApp and e-mail every customer screen offers for help (decision 108). */
export function ContactForm({ values }: { values: ContactSettings }) {
  const save = useSaveSection('contact');
  const section = useSectionForm({
    schema: contactSettings,
    values,
    save: (body) => save.mutateAsync(body),
  });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.heading} hint={t.intro} columns={2}>
        <FormTextField control={control} name="whatsapp" label={t.whatsapp} helperText={t.whatsappHint} />
        <FormTextField control={control} name="email" label={t.email} helperText={t.emailHint} />
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}

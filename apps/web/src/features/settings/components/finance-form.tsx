import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { financeSettings } from '@cambix/contract/schemas';
import type { FinanceSettings } from '@cambix/contract';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormSwitch } from './form-switch.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useCanEditSettings } from './settings-access.ts';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.finance;

/** The form as shown: four-eyes is a switch and an amount; off sends null (docs/rules/finance-reports.md#manual-movements). */
export interface FinanceFormValues {
  concepts: string[];
  fourEyesOn: boolean;
  fourEyesAbove: string;
  matchWindowDays: number;
}

const toFormValues = (settings: FinanceSettings): FinanceFormValues => ({
  concepts: settings.concepts,
  fourEyesOn: settings.fourEyesAbove !== null,
  fourEyesAbove: settings.fourEyesAbove ?? '',
  matchWindowDays: settings.matchWindowDays,
});

/** The contract's `financeSettings` checks what the form would send, messages on the form's own fields. */
const financeForm = z
  .object({
    concepts: z.array(z.string()),
    fourEyesOn: z.boolean(),
    fourEyesAbove: z.string(),
    matchWindowDays: z.number(),
  })
  .superRefine((value, ctx) => {
    if (value.fourEyesOn && value.fourEyesAbove.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['fourEyesAbove'], message: t.fourEyesAboveRequired });
  })
  .transform((value) => ({
    concepts: value.concepts,
    fourEyesAbove: value.fourEyesOn ? value.fourEyesAbove.trim() : null,
    matchWindowDays: value.matchWindowDays,
  }))
  .pipe(financeSettings);

/** Finanzas: the concepts of manual movements, four-eyes and the reconciliation's matching window. */
export function FinanceForm({ values }: { values: FinanceSettings }) {
  const save = useSaveSection('finance');
  const section = useSectionForm({
    schema: financeForm,
    values: toFormValues(values),
    save: async (body) => toFormValues(await save.mutateAsync(body)),
  });
  const { control } = section.form;
  const fourEyesOn = useWatch({ control, name: 'fourEyesOn' });
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.concepts} hint={t.conceptsHint} columns={2}>
        <ConceptList form={section.form} />
      </FieldGroup>
      <FieldGroup title={t.fourEyes} hint={t.fourEyesHint} columns={2}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormSwitch control={control} name="fourEyesOn" label={t.fourEyesOn} />
        </Box>
        {fourEyesOn && (
          <FormTextField
            control={control}
            name="fourEyesAbove"
            label={t.fourEyesAbove}
            kind="amount"
            prefix="S/"
          />
        )}
      </FieldGroup>
      <FieldGroup title={t.reconciliation} columns={2}>
        <FormTextField
          control={control}
          name="matchWindowDays"
          label={t.matchWindowDays}
          kind="integer"
          suffix={t.days}
          helperText={t.matchWindowDaysHint}
        />
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}

const sameConcept = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/** The concepts in their order: each editable, moved up or down, removed; new ones added at the end. */
function ConceptList({ form }: { form: UseFormReturn<FinanceFormValues, unknown, unknown> }) {
  const canEdit = useCanEditSettings();
  const { control, setValue, formState } = form;
  const concepts = useWatch({ control, name: 'concepts' });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const errors = formState.errors.concepts;
  const listError = errors?.message ?? errors?.root?.message;

  const setConcepts = (next: string[]) =>
    setValue('concepts', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const move = (index: number, by: -1 | 1) => {
    const next = [...concepts];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    setConcepts(next);
  };
  const add = () => {
    const concept = draft.trim();
    if (concept.length < 2) return setDraftError(t.conceptTooShort);
    if (concepts.some((existing) => sameConcept(existing, concept))) return setDraftError(t.conceptRepeated);
    setConcepts([...concepts, concept]);
    setDraft('');
    setDraftError(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0, gridColumn: '1 / -1', maxWidth: 640 }}>
      <Box
        component="ol"
        aria-label={t.conceptsLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {concepts.map((concept, index) => (
          <Box
            component="li"
            // The position is the identity: moving a concept moves its text to another box.
            key={index}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <FormTextField control={control} name={`concepts.${index}`} label={t.concept(index + 1)} />
            </Box>
            {canEdit && (
              <Box sx={{ display: 'flex', flexShrink: 0, pt: 0.25 }}>
                <IconButton
                  size="small"
                  aria-label={t.moveUp(concept)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t.moveDown(concept)}
                  disabled={index === concepts.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t.remove(concept)}
                  onClick={() => setConcepts(concepts.filter((_, at) => at !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
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
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={t.newConcept}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
            error={draftError !== null}
            helperText={draftError ?? ' '}
            sx={{ flex: '1 1 220px' }}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 0.25 }}>
            {t.addConcept}
          </Button>
        </Box>
      )}
    </Box>
  );
}

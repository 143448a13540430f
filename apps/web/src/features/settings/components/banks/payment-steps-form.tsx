import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { paymentStepsInput } from '@cambix/contract/schemas';
import type { BankSettings, PaymentStepsInput } from '@cambix/contract';
import { useWatch } from 'react-hook-form';
import { staffEs } from '@/i18n/staff.ts';
import { useSavePaymentSteps } from '../../api/save-payment-steps.ts';
import { FieldGroup } from '../field-group.tsx';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useCanEditSettings } from '../settings-access.ts';
import { useSectionForm } from '../use-section-form.ts';

const t = staffEs.staffSettings.banks.steps;

/** A copy of the list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The bank's payment steps in order: edit the text, add, remove, move up or down. */
export function PaymentStepsForm({ bank }: { bank: BankSettings }) {
  const canEdit = useCanEditSettings();
  const save = useSavePaymentSteps(bank.id);
  const section = useSectionForm({
    schema: paymentStepsInput,
    values: { steps: bank.paymentSteps } satisfies PaymentStepsInput,
    save: async (body) => ({ steps: (await save.mutateAsync(body)).paymentSteps }),
  });
  const { control, getValues, setValue, clearErrors, formState } = section.form;
  const steps = useWatch({ control, name: 'steps' });
  const listError = formState.errors.steps?.message ?? formState.errors.steps?.root?.message;

  const setSteps = (next: string[]) => {
    clearErrors('steps');
    setValue('steps', next, { shouldDirty: true });
  };

  return (
    <Box component="form" noValidate onSubmit={section.onSubmit}>
      <FieldGroup title={t.title} hint={t.hint} columns={2}>
        <Box
          component="ol"
          sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {steps.length === 0 && (
            <Typography component="li" color="text.secondary">
              {t.empty}
            </Typography>
          )}
          {steps.map((_step, index) => (
            <Box
              component="li"
              key={index}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <FormTextField control={control} name={`steps.${index}`} label={t.step(index)} multiline />
              </Box>
              {canEdit && (
                <Box sx={{ display: 'flex', flex: 'none', flexDirection: { xs: 'column', sm: 'row' } }}>
                  <IconButton
                    size="small"
                    aria-label={t.up(index)}
                    disabled={index === 0}
                    onClick={() => setSteps(moveItem(getValues('steps'), index, index - 1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t.down(index)}
                    disabled={index === steps.length - 1}
                    onClick={() => setSteps(moveItem(getValues('steps'), index, index + 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t.remove(index)}
                    onClick={() => setSteps(getValues('steps').filter((_, at) => at !== index))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          ))}
        </Box>
        {listError && <FormHelperText error>{listError}</FormHelperText>}
        {canEdit && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button startIcon={<AddIcon />} onClick={() => setSteps([...getValues('steps'), ''])}>
              {t.add}
            </Button>
          </Box>
        )}
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}

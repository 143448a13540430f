import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { accountTypesInput } from '@cambix/contract/schemas';
import type { AccountTypesInput, BankSettings } from '@cambix/contract';
import { useWatch } from 'react-hook-form';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveAccountTypes } from '../../api/save-account-types.ts';
import { FieldGroup } from '../field-group.tsx';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useCanEditSettings } from '../settings-access.ts';
import { useSectionForm } from '../use-section-form.ts';

const t = staffEs.staffSettings.banks.types;

export function accountTypesValues(bank: BankSettings): AccountTypesInput {
  return {
    types: bank.accountTypes.map(({ id, code, name, minLength, maxLength }) => ({
      id,
      code,
      name,
      minLength,
      maxLength,
    })),
  };
}

/** The bank's account types with their number lengths; removing one in use is refused by the server. */
export function AccountTypesForm({ bank }: { bank: BankSettings }) {
  const canEdit = useCanEditSettings();
  const save = useSaveAccountTypes(bank.id);
  const section = useSectionForm({
    schema: accountTypesInput,
    values: accountTypesValues(bank),
    save: async (body) => accountTypesValues(await save.mutateAsync(body)),
  });
  const { control, getValues, setValue, clearErrors, formState } = section.form;
  const types = useWatch({ control, name: 'types' });
  const inUse = new Set(bank.accountTypes.filter((type) => type.inUse).map((type) => type.id));
  const listError = formState.errors.types?.message ?? formState.errors.types?.root?.message;

  const setTypes = (next: AccountTypesInput['types']) => {
    clearErrors('types');
    setValue('types', next, { shouldDirty: true });
  };

  return (
    <Box component="form" noValidate onSubmit={section.onSubmit}>
      <FieldGroup title={t.title} columns={2}>
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
          {types.map((type, index) => (
            <Box
              key={index}
              role="group"
              aria-label={t.row(index)}
              sx={{
                display: 'grid',
                columnGap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr)) 40px',
                  md: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 0.8fr) minmax(0, 0.8fr) 40px',
                },
                pb: { xs: 1, md: 0 },
                borderBottom: { xs: 1, md: 0 },
                borderColor: 'divider',
              }}
            >
              <FormTextField control={control} name={`types.${index}.code`} label={t.code} />
              <FormTextField control={control} name={`types.${index}.name`} label={t.name} />
              <Box sx={{ display: { xs: 'block', md: 'none' } }} />
              <FormTextField
                control={control}
                name={`types.${index}.minLength`}
                label={t.minLength}
                kind="integer"
              />
              <FormTextField
                control={control}
                name={`types.${index}.maxLength`}
                label={t.maxLength}
                kind="integer"
              />
              <Box sx={{ pt: 0.5, display: 'flex', justifyContent: 'center' }}>
                {canEdit && (
                  <IconButton
                    aria-label={t.remove(type.name)}
                    onClick={() => setTypes(getValues('types').filter((_, at) => at !== index))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Box>
              {type.id !== undefined && inUse.has(type.id) && (
                <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -0.5 }}>
                  {t.inUse}
                </Typography>
              )}
            </Box>
          ))}
          {listError && <FormHelperText error>{listError}</FormHelperText>}
          {canEdit && (
            <Box>
              <Button
                startIcon={<AddIcon />}
                onClick={() =>
                  setTypes([
                    ...getValues('types'),
                    { code: '', name: '', minLength: Number.NaN, maxLength: Number.NaN },
                  ])
                }
              >
                {t.add}
              </Button>
            </Box>
          )}
        </Box>
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}

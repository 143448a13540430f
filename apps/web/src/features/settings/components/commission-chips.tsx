import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FeeSettings } from '@cambix/contract';
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { staffEs } from '@/i18n/staff.ts';
import { normalizePercent } from '../percent.ts';
import { useCanEditSettings } from './settings-access.ts';

const t = staffEs.staffSettings.fees;

/** The commission percentages as chips (add, remove) and the default picked among them. */
export function CommissionChips({ form }: { form: UseFormReturn<FeeSettings, unknown, FeeSettings> }) {
  const canEdit = useCanEditSettings();
  const { control, setValue, formState } = form;
  const options = useWatch({ control, name: 'commissionOptions' });
  const defaultCommission = useWatch({ control, name: 'defaultCommission' });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const listError =
    formState.errors.commissionOptions?.message ??
    formState.errors.commissionOptions?.root?.message ??
    (Array.isArray(formState.errors.commissionOptions)
      ? formState.errors.commissionOptions.find(Boolean)?.message
      : undefined);

  const setOptions = (next: string[]) =>
    setValue('commissionOptions', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const add = () => {
    const value = normalizePercent(draft);
    if (value === null) return setDraftError(t.commissionInvalid);
    if (options.some((option) => normalizePercent(option) === value))
      return setDraftError(t.commissionRepeated);
    // Ordering for display only; the values stay the strings typed.
    setOptions([...options, value].sort((a, b) => Number(a) - Number(b)));
    setDraft('');
    setDraftError(null);
  };

  const remove = (value: string) => {
    const next = options.filter((option) => option !== value);
    setOptions(next);
    if (value === defaultCommission) setValue('defaultCommission', next[0] ?? '', { shouldDirty: true });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box
        role="list"
        aria-label={t.commissions}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minHeight: 32 }}
      >
        {options.map((option) => (
          <Chip
            key={option}
            role="listitem"
            label={`${option} %`}
            color={option === defaultCommission ? 'primary' : 'default'}
            variant={option === defaultCommission ? 'filled' : 'outlined'}
            icon={option === defaultCommission ? <StarIcon aria-hidden /> : undefined}
            onDelete={canEdit ? () => remove(option) : undefined}
            deleteIcon={
              canEdit ? (
                <CloseIcon role="button" aria-hidden={false} aria-label={t.removeCommission(option)} />
              ) : undefined
            }
          />
        ))}
      </Box>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t.newCommission}
            size="small"
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
            error={Boolean(draftError)}
            helperText={draftError ?? ' '}
            sx={{ maxWidth: 180 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          <Button variant="outlined" onClick={add} sx={{ mt: 0.25 }}>
            {t.addCommission}
          </Button>
        </Box>
      )}
      <Controller
        control={control}
        name="defaultCommission"
        render={({ field, fieldState }) => (
          <TextField
            select
            name={field.name}
            inputRef={field.ref}
            value={options.includes(field.value) ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={t.defaultCommission}
            size="small"
            disabled={!canEdit}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
            sx={{ maxWidth: 240 }}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {`${option} %`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Box>
  );
}

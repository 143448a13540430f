import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useCanEditSettings } from './settings-access.ts';

/** An on/off value of an Ajustes form, with one line saying what it does. */
export function FormSwitch<I extends FieldValues, O>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
  label: string;
  hint?: string;
}) {
  const canEdit = useCanEditSettings();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel
            label={label}
            disabled={!canEdit}
            control={
              <Switch
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
          />
          {(fieldState.error || hint) && (
            <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0, mx: 0 }}>
              {fieldState.error?.message ?? hint}
            </FormHelperText>
          )}
        </div>
      )}
    />
  );
}

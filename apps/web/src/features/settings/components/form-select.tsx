import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useCanEditSettings } from './settings-access.ts';

/** A choice among fixed values of an Ajustes form, as a select; read-only without ajustes edit. */
export function FormSelect<I extends FieldValues, O>({
  control,
  name,
  label,
  options,
}: {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
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

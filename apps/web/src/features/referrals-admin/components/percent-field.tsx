import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A percent as typed (`12,5`) in the wire's form (`12.5`); empty stays empty (the programme's discount). */
export const percentInput = (text: string): string => text.trim().replace(',', '.');

/** A discount percent typed as text, with the % sign after it. */
export function PercentField(props: Omit<TextFieldProps, 'slotProps'>) {
  return (
    <TextField
      {...props}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 6 },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}

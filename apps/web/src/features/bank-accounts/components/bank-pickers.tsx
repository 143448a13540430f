import type { Bank } from '@cambix/contract';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { BankLogo } from '@/features/banks';
import { customerEs } from '@/i18n/customer.ts';

type PickerProps = Omit<TextFieldProps, 'select' | 'children' | 'slotProps'>;

/** A native select of banks, the chosen one's badge at its start (native: quick on a phone). */
export function BankSelect({
  banks,
  bank,
  ...props
}: PickerProps & { banks: readonly Bank[]; bank: Bank | undefined }) {
  return (
    <TextField
      {...props}
      select
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        input: bank
          ? {
              startAdornment: (
                <Box sx={{ mr: 1, display: 'flex' }}>
                  <BankLogo bank={bank} size={28} />
                </Box>
              ),
            }
          : {},
      }}
    >
      <option value="" disabled>
        {customerEs.common.choose}
      </option>
      {banks.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}

/** The account types of the chosen bank; disabled until a bank is chosen. */
export function AccountTypeSelect({ bank, ...props }: PickerProps & { bank: Bank | undefined }) {
  return (
    <TextField
      {...props}
      select
      disabled={!bank || props.disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {customerEs.common.choose}
      </option>
      {bank?.accountTypes.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}

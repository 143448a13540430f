import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { customerEs } from '@/i18n/customer.ts';
import { parseAmountInput } from '@/lib/money.ts';
import { useAmountTyping } from '@/lib/use-amount-typing.ts';

const t = customerEs.newOrder;

export interface AmountFieldProps {
  mode: 'send' | 'receive';
  text: string;
  onModeChange: (mode: 'send' | 'receive') => void;
  onTextChange: (text: string) => void;
  /** The server's refusal of this amount (below the minimum, above the limit…). */
  error?: string | null;
}

/** The amount to send or to receive, as the customer prefers to say it, its thousands grouped as typed. */
export function AmountField({ mode, text, onModeChange, onTextChange, error = null }: AmountFieldProps) {
  const invalid = text.trim() !== '' && parseAmountInput(text) === null;
  const { inputRef, onChange } = useAmountTyping(text, onTextChange);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        aria-label={t.amountMode}
        onChange={(_event, next: 'send' | 'receive' | null) => {
          if (next) onModeChange(next);
        }}
        sx={{ '& .MuiToggleButton-root': { flex: 1, textTransform: 'none' } }}
      >
        <ToggleButton value="send">{t.modes.send}</ToggleButton>
        <ToggleButton value="receive">{t.modes.receive}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label={mode === 'send' ? t.sendAmount : t.receiveAmount}
        value={text}
        inputRef={inputRef}
        onChange={onChange}
        error={invalid || error !== null}
        helperText={invalid ? t.amountInvalid : (error ?? ' ')}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">S/</InputAdornment> },
        }}
      />
    </Box>
  );
}

import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { exchangeEs as t } from '@/i18n/exchange.ts';

export interface DeclarationSignatureProps {
  /** The threshold reached, in words (US$ 5,000.00). */
  threshold: string;
  signature: string;
  error: string | undefined;
  onChange: (signature: string) => void;
}

/** The declaración jurada de origen de fondos, signed with the customer's full name. */
export function DeclarationSignature({ threshold, signature, error, onChange }: DeclarationSignatureProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t.declarationHeading}
      sx={{ p: 2, display: 'grid', gap: 1.5, borderColor: 'warning.main' }}
    >
      <Typography variant="h3" component="h2">
        {t.declarationHeading}
      </Typography>
      <Typography variant="body2">{t.declarationText(threshold)}</Typography>
      <TextField
        fullWidth
        label={t.signature}
        value={signature}
        autoComplete="name"
        error={Boolean(error)}
        helperText={error ?? ' '}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 160 } }}
      />
    </Paper>
  );
}

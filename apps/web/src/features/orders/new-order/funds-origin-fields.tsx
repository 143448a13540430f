import { FUNDS_ORIGINS, type FundsOrigin } from '@cambix/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import type { FundsProblems } from './quote-form.ts';

export interface FundsOriginFieldsProps {
  origin: FundsOrigin | null;
  detail: string;
  signature: string;
  /** The threshold reached, in words (US$ 5,000.00); null while the declaración jurada is not needed. */
  declarationThreshold: string | null;
  /** Shown once the customer tried to continue, or the server refused a field. */
  errors: FundsProblems;
  onChange: (patch: {
    fundsOrigin?: FundsOrigin;
    fundsOriginDetail?: string;
    declarationSignature?: string;
  }) => void;
}

/** 'Origen de los fondos' on every order, and the signed declaración jurada from the threshold. */
export function FundsOriginFields({
  origin,
  detail,
  signature,
  declarationThreshold,
  errors,
  onChange,
}: FundsOriginFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        fullWidth
        label={t.fundsOrigin}
        value={origin ?? ''}
        error={Boolean(errors.fundsOrigin)}
        helperText={errors.fundsOrigin ?? ' '}
        onChange={(event) => onChange({ fundsOrigin: event.target.value as FundsOrigin })}
      >
        {Object.entries(FUNDS_ORIGINS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {origin === 'otro' && (
        <TextField
          fullWidth
          label={t.fundsOriginDetail}
          value={detail}
          error={Boolean(errors.fundsOriginDetail)}
          helperText={errors.fundsOriginDetail ?? ' '}
          onChange={(event) => onChange({ fundsOriginDetail: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
      {declarationThreshold !== null && (
        <Paper
          component="section"
          variant="outlined"
          aria-label={t.declarationHeading}
          sx={{ p: 2, display: 'grid', gap: 1.5, borderColor: 'warning.main' }}
        >
          <Typography variant="h3" component="h2">
            {t.declarationHeading}
          </Typography>
          <Typography variant="body2">{t.declarationText(declarationThreshold)}</Typography>
          <TextField
            fullWidth
            label={t.signature}
            value={signature}
            autoComplete="name"
            error={Boolean(errors.declarationSignature)}
            helperText={errors.declarationSignature ?? ' '}
            onChange={(event) => onChange({ declarationSignature: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 160 } }}
          />
        </Paper>
      )}
    </Box>
  );
}

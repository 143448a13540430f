import { FUNDS_ORIGINS, type FundsOrigin } from '@cambix/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import { DeclarationSignature } from './declaration-signature.tsx';
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
export const FundsOriginFields = memo(function FundsOriginFields({
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
        <DeclarationSignature
          threshold={declarationThreshold}
          signature={signature}
          error={errors.declarationSignature}
          onChange={(declarationSignature) => onChange({ declarationSignature })}
        />
      )}
    </Box>
  );
});

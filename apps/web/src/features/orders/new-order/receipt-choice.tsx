import type { ReceiptKind } from '@cambix/contract';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo, useId, type Ref } from 'react';
import { exchangeEs } from '@/i18n/exchange.ts';
import type { ReceiptProblems } from './quote-form.ts';

const t = exchangeEs.receipt;

export interface ReceiptChoiceProps {
  receipt: ReceiptKind;
  ruc: string;
  razonSocial: string;
  /** Shown once the customer tried to continue, or the server refused a field. */
  errors: ReceiptProblems;
  onChange: (patch: { receipt?: ReceiptKind; facturaRuc?: string; facturaRazonSocial?: string }) => void;
  /** Who the factura is for, in the words of whoever fills the form; the customer's own business unless said. */
  hint?: string;
  /** The fields' size, to sit among a denser form's. */
  size?: 'small' | 'medium';
  /** The inputs, for a form that focuses the first field at fault. */
  inputRefs?: { ruc?: Ref<HTMLInputElement>; razonSocial?: Ref<HTMLInputElement> };
}

/**
 * Boleta or factura (decisions 180 and 213): a factura asks for the RUC and razón social it is made out to.
 * The customer's new order and the partner's form for its client both ask it here.
 */
export const ReceiptChoice = memo(function ReceiptChoice({
  receipt,
  ruc,
  razonSocial,
  errors,
  onChange,
  hint = t.hint,
  size = 'medium',
  inputRefs,
}: ReceiptChoiceProps) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {t.label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={receipt}
        aria-labelledby={labelId}
        onChange={(_event, value: ReceiptKind | null) => {
          if (value) onChange({ receipt: value });
        }}
        sx={{ '& .MuiToggleButton-root': { flex: 1, textTransform: 'none', fontWeight: 600 } }}
      >
        <ToggleButton value="boleta">{t.boleta}</ToggleButton>
        <ToggleButton value="factura">{t.factura}</ToggleButton>
      </ToggleButtonGroup>
      {receipt === 'factura' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
            {hint}
          </Typography>
          <TextField
            label={t.ruc}
            size={size}
            inputRef={inputRefs?.ruc}
            value={ruc}
            error={Boolean(errors.facturaRuc)}
            helperText={errors.facturaRuc ?? ' '}
            onChange={(event) => onChange({ facturaRuc: event.target.value.replace(/\D/g, '') })}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoComplete: 'off' } }}
          />
          <TextField
            label={t.razonSocial}
            size={size}
            inputRef={inputRefs?.razonSocial}
            value={razonSocial}
            error={Boolean(errors.facturaRazonSocial)}
            helperText={errors.facturaRazonSocial ?? ' '}
            onChange={(event) => onChange({ facturaRazonSocial: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'organization' } }}
          />
        </Box>
      )}
    </Box>
  );
});

import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { memo } from 'react';
import { exchangeEs } from '@/i18n/exchange.ts';
import type { QuoteForm } from './quote-form.ts';

export interface KindToggleProps {
  value: QuoteForm['kind'];
  onChange: (kind: QuoteForm['kind']) => void;
}

/** Cambio de saldo or dólares; memoized, so typing an amount does not re-render it. */
export const KindToggle = memo(function KindToggle({ value, onChange }: KindToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      aria-label={exchangeEs.kind.label}
      onChange={(_event, kind: QuoteForm['kind'] | null) => {
        if (kind) onChange(kind);
      }}
      sx={{ '& .MuiToggleButton-root': { flex: 1, textTransform: 'none', fontWeight: 700 } }}
    >
      <ToggleButton value="saldo">{exchangeEs.kind.saldo}</ToggleButton>
      <ToggleButton value="divisas">{exchangeEs.kind.divisas}</ToggleButton>
    </ToggleButtonGroup>
  );
});

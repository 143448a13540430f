import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useRates } from '@/features/exchange-rates';
import { useSettingsSections } from '../../api/get-sections.ts';
import { LoadState } from '../load-state.tsx';
import { DivisasForm } from './divisas-form.tsx';
import { PublishRatesForm } from './publish-rates-form.tsx';

/** Ajustes › Divisas: the section's settings, then the form that publishes the board. */
export function DivisasSection() {
  const sections = useSettingsSections();
  const rates = useRates();
  return (
    <LoadState query={sections}>
      {(data) => (
        <Box sx={{ display: 'grid', gap: 4 }}>
          <DivisasForm values={data.divisas} />
          <Divider />
          <LoadState query={rates}>
            {(board) => <PublishRatesForm board={board} maxSpreadPercent={data.divisas.maxSpreadPercent} />}
          </LoadState>
        </Box>
      )}
    </LoadState>
  );
}

import Paper from '@mui/material/Paper';
import { useRates } from '@/features/exchange-rates';
import { useModuleAccess } from '@/features/staff-permissions';
import { useSettingsSections } from '../../api/get-sections.ts';
import { LoadState } from '../load-state.tsx';
import { SettingsEditContext } from '../settings-access.ts';
import { PublishRatesForm } from './publish-rates-form.tsx';

/**
 * Publicar tipo de cambio outside Ajustes (the Tipo de cambio screen, decision 182): Ajustes › Divisas' own
 * form on the board in force and the spread limit, shown only to whoever may publish (ajustes, edit).
 */
export function RatePublishing() {
  const { canEdit, isLoading } = useModuleAccess('ajustes');
  if (isLoading || !canEdit) return null;
  return (
    <SettingsEditContext value>
      <PublishPanel />
    </SettingsEditContext>
  );
}

function PublishPanel() {
  const sections = useSettingsSections();
  const rates = useRates();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <LoadState query={sections}>
        {(data) => (
          <LoadState query={rates}>
            {(board) => <PublishRatesForm board={board} maxSpreadPercent={data.divisas.maxSpreadPercent} />}
          </LoadState>
        )}
      </LoadState>
    </Paper>
  );
}

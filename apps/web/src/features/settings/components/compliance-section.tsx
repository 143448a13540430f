import { useModuleAccess } from '@/features/staff-permissions';
import { useComplianceSettings } from '../api/compliance-settings.ts';
import { useSettingsSections } from '../api/get-sections.ts';
import { ComplianceForm } from './compliance-form.tsx';
import { LoadState } from './load-state.tsx';

/** Ajustes › Cumplimiento; the declaración threshold it refers to is read from Divisas when Ajustes is open to the reader. */
export function ComplianceSection() {
  const compliance = useComplianceSettings();
  const settingsAccess = useModuleAccess('ajustes');
  const sections = useSettingsSections(settingsAccess.canView);
  return (
    <LoadState query={compliance}>
      {(values) => (
        <ComplianceForm
          values={values}
          declarationThresholdUsd={sections.data?.divisas.declarationThresholdUsd ?? null}
        />
      )}
    </LoadState>
  );
}

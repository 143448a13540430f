import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SETTINGS_SECTIONS, type SettingsSection } from '@cambix/contract';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { useModuleAccess } from '@/features/staff-permissions';
import { staffEs } from '@/i18n/staff.ts';
import { useSettingsSections } from '../api/get-sections.ts';
import { SECTION_SLUGS } from '../section-slugs.ts';
import { CambixAccountsSection } from './accounts/cambix-accounts-section.tsx';
import { BanksSection } from './banks/banks-section.tsx';
import { FeesForm } from './fees-form.tsx';
import { LimitsForm } from './limits-form.tsx';
import { LoadState } from './load-state.tsx';
import { PointsForm } from './points-form.tsx';
import { ReceiptSeriesSection } from './receipts/receipt-series-section.tsx';
import { SettingsEditContext } from './settings-access.ts';

const t = staffEs.staffSettings;

export interface SettingsScreenProps {
  title: string;
  section: SettingsSection;
  onSectionChange: (section: SettingsSection) => void;
}

/** /dashboard/ajustes: one tab per section, each saved on its own; read-only without ajustes edit. */
export function SettingsScreen({ title, section, onSectionChange }: SettingsScreenProps) {
  const { canEdit, isLoading } = useModuleAccess('ajustes');
  return (
    <SettingsEditContext value={canEdit}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
        <PageHeader title={title} intro={t.intro} />
        {!isLoading && !canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t.readOnly}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <Tabs
            value={section}
            onChange={(_event, next: SettingsSection) => onSectionChange(next)}
            variant="scrollable"
            scrollButtons={false}
            aria-label={t.tabsLabel}
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              px: { xs: 0, sm: 1 },
              '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } },
            }}
          >
            {SETTINGS_SECTIONS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t.section[name]}
                id={`tab-${SECTION_SLUGS[name]}`}
                aria-controls={`panel-${SECTION_SLUGS[name]}`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`panel-${SECTION_SLUGS[section]}`}
            aria-labelledby={`tab-${SECTION_SLUGS[section]}`}
            sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
          >
            {/* Remounted when edit access becomes known, so no form starts from a stale state. */}
            <SectionPanel key={`${section}-${canEdit}`} section={section} />
          </Box>
        </Paper>
      </Box>
    </SettingsEditContext>
  );
}

function SectionPanel({ section }: { section: SettingsSection }) {
  switch (section) {
    case 'fees':
    case 'limits':
    case 'points':
      return <SingleRecordSection section={section} />;
    case 'banks':
      return <BanksSection />;
    case 'cambixAccounts':
      return <CambixAccountsSection />;
    case 'receipts':
      return <ReceiptSeriesSection />;
  }
}

function SingleRecordSection({ section }: { section: 'fees' | 'limits' | 'points' }) {
  const sections = useSettingsSections();
  return (
    <LoadState query={sections}>
      {(data) =>
        section === 'fees' ? (
          <FeesForm values={data.fees} />
        ) : section === 'limits' ? (
          <LimitsForm values={data.limits} />
        ) : (
          <PointsForm values={data.points} />
        )
      }
    </LoadState>
  );
}

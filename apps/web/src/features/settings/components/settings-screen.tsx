import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { SETTINGS_SECTIONS, type SettingsSection } from '@cambix/contract';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { TabCard } from '@/components/layout/tab-card.tsx';
import { useModuleAccess, useStaffAccess } from '@/features/staff-permissions';
import { staffEs } from '@/i18n/staff.ts';
import { useSettingsSections } from '../api/get-sections.ts';
import { SECTION_SLUGS } from '../section-slugs.ts';
import { CambixAccountsSection } from './accounts/cambix-accounts-section.tsx';
import { BanksSection } from './banks/banks-section.tsx';
import { CompanyForm } from './company-form.tsx';
import { ComplianceSection } from './compliance-section.tsx';
import { ContactForm } from './contact-form.tsx';
import { SecurityForm } from './security-form.tsx';
import { DivisasSection } from './divisas/divisas-section.tsx';
import { FeesForm } from './fees-form.tsx';
import { FinanceForm } from './finance-form.tsx';
import { LimitsForm } from './limits-form.tsx';
import { LoadState } from './load-state.tsx';
import { PointsForm } from './points-form.tsx';
import { ReferralsForm } from './referrals-form.tsx';
import { ServiceSection } from './service/service-section.tsx';
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
  const access = useStaffAccess();
  const { canEdit, isLoading } = useModuleAccess('ajustes');
  // Cumplimiento is the compliance officer's (module cumplimiento); the rest, module ajustes (decision 151).
  // While the grants load, Ajustes' own sections show read-only as before; Cumplimiento waits for them.
  const tabs = SETTINGS_SECTIONS.filter((name) =>
    access.isLoading ? name !== 'compliance' : access.canView(moduleOfSection(name)),
  );
  const shown = tabs.includes(section) ? section : (tabs[0] ?? null);
  const canEditShown = shown !== null && access.canEdit(moduleOfSection(shown));
  return (
    <SettingsEditContext value={canEdit}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
        <PageHeader title={title} intro={t.intro} />
        {!isLoading && !canEditShown && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t.readOnly}
          </Alert>
        )}
        <TabCard
          label={t.tabsLabel}
          tabs={tabs}
          value={shown ?? section}
          onChange={onSectionChange}
          labelOf={(name) => t.section[name]}
          slugOf={(name) => SECTION_SLUGS[name]}
        >
          {/* Remounted when edit access becomes known, so no form starts from a stale state. */}
          {shown === null ? null : shown === 'compliance' ? (
            <SettingsEditContext value={canEditShown}>
              <ComplianceSection key={`compliance-${canEditShown}`} />
            </SettingsEditContext>
          ) : (
            <SectionPanel key={`${shown}-${canEdit}`} section={shown} />
          )}
        </TabCard>
      </Box>
    </SettingsEditContext>
  );
}

const moduleOfSection = (name: SettingsSection) => (name === 'compliance' ? 'cumplimiento' : 'ajustes');

function SectionPanel({ section }: { section: Exclude<SettingsSection, 'compliance'> }) {
  switch (section) {
    case 'fees':
    case 'limits':
    case 'points':
    case 'referrals':
    case 'finance':
    case 'company':
    case 'contact':
    case 'security':
      return <SingleRecordSection section={section} />;
    case 'banks':
      return <BanksSection />;
    case 'cambixAccounts':
      return <CambixAccountsSection />;
    case 'receipts':
      return <ReceiptSeriesSection />;
    case 'divisas':
      return <DivisasSection />;
    case 'service':
      return <ServiceSection />;
  }
}

type SingleRecord =
  'fees' | 'limits' | 'points' | 'referrals' | 'finance' | 'company' | 'contact' | 'security';

function SingleRecordSection({ section }: { section: SingleRecord }) {
  const sections = useSettingsSections();
  return (
    <LoadState query={sections}>
      {(data) =>
        section === 'fees' ? (
          <FeesForm values={data.fees} />
        ) : section === 'limits' ? (
          <LimitsForm values={data.limits} />
        ) : section === 'points' ? (
          <PointsForm values={data.points} />
        ) : section === 'referrals' ? (
          <ReferralsForm values={data.referrals} />
        ) : section === 'finance' ? (
          <FinanceForm values={data.finance} />
        ) : section === 'company' ? (
          <CompanyForm values={data.company} />
        ) : section === 'security' ? (
          <SecurityForm values={data.security} />
        ) : (
          <ContactForm values={data.contact} />
        )
      }
    </LoadState>
  );
}

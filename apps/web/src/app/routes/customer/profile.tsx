import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { MyDataSection } from '@/features/my-data';
import { PasswordChangeForm, ProfileForm, useProfile } from '@/features/profile';
import { MarketingConsentSwitch } from '@/features/consents';
import { ReferralCodeCard } from '@/features/referrals';
import { consentsEs } from '@/i18n/consents.ts';
import { customerEs } from '@/i18n/customer.ts';
import { myDataEs } from '@/i18n/my-data.ts';
import { es } from '@/i18n/es.ts';
import { formatDate } from '@/lib/dates.ts';
import { sessionsEs } from '@/i18n/sessions.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const t = customerEs.profile;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/**
 * /userDashboard/perfil: identity data, the editable KYC data, the password, marketing consent, the referral
 * code and Mis datos.
 */
export default function ProfileScreen({ title }: PageProps) {
  const profile = useProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const data = profile.data;

  return (
    <Box sx={{ maxWidth: 840, display: 'grid', gap: 3 }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {profile.isError && <Alert severity="error">{customerEs.common.loadFailed}</Alert>}
      {!data && !profile.isError && <Skeleton variant="rounded" height={360} />}
      {data && (
        <>
          <Section id="profile-identity" title={t.identityHeading} intro={t.identityNote}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
                rowGap: { xs: 0.25, sm: 1 },
                '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
                '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' },
              }}
            >
              <dt>{t.names}</dt>
              <dd>{data.nombres}</dd>
              <dt>{t.surnames}</dt>
              <dd>
                {data.apellido_paterno} {data.apellido_materno}
              </dd>
              <dt>{t.document}</dt>
              <dd>
                {data.tipo_documento} {data.dni}
              </dd>
              <dt>{t.email}</dt>
              <dd>{data.email}</dd>
            </Box>
          </Section>
          <Section
            id="profile-personal"
            title={t.personalHeading}
            intro={
              data.profileUpdatedAt
                ? `${t.personalIntro} ${t.lastUpdated(formatDate(data.profileUpdatedAt))}`
                : t.personalIntro
            }
          >
            <ProfileForm profile={data} onSaved={setNotice} />
          </Section>
        </>
      )}
      <Section id="profile-password" title={t.passwordHeading} intro={t.passwordIntro}>
        <PasswordChangeForm onChanged={setNotice} />
      </Section>
      <Section id="profile-security" title={es.session.security} intro={sessionsEs.pageIntro}>
        <Button variant="outlined" component={RouterLink} to={paths.customer.security}>
          {sessionsEs.title}
        </Button>
      </Section>
      <Section id="profile-marketing" title={consentsEs.marketing.heading} intro={consentsEs.marketing.intro}>
        <MarketingConsentSwitch onChanged={setNotice} />
      </Section>
      <Section id="profile-referral" title={customerEs.referral.heading}>
        <ReferralCodeCard onNotice={setNotice} />
      </Section>
      <Section id="mis-datos" title={myDataEs.heading} intro={myDataEs.intro}>
        <MyDataSection onNotice={setNotice} />
      </Section>
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} sx={{ bottom: { xs: 80, sm: 24 } }} />
    </Box>
  );
}

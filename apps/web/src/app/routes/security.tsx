import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { SecondFactorSection } from '@/features/second-factor';
import { ConnectedDevices } from '@/features/sessions';
import { secondFactorEs } from '@/i18n/second-factor.ts';
import type { PageProps } from '../routes.ts';

/**
 * Seguridad (/userDashboard/seguridad, /dashboard/seguridad, /externo/seguridad): the person's own sign-in,
 * one section per concern (second factors, then the signed-in devices); every role opens it in its own shell.
 */
export default function SecurityPage({ title }: PageProps) {
  return (
    <Box sx={{ maxWidth: 840 }}>
      <PageHeader title={title} intro={secondFactorEs.pageIntro} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SecondFactorSection />
        </Paper>
        <ConnectedDevices />
      </Box>
    </Box>
  );
}

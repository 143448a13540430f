import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { SecondFactorSection } from '@/features/second-factor';
import { secondFactorEs } from '@/i18n/second-factor.ts';
import type { PageProps } from '../routes.ts';

/**
 * Seguridad (/dashboard/seguridad, /userDashboard/seguridad, /externo/seguridad): the person's second
 * factors; the signed-in devices join it as a section of their own.
 */
export default function SecurityPage({ title }: PageProps) {
  return (
    <Box sx={{ maxWidth: 840 }}>
      <PageHeader title={title} intro={secondFactorEs.pageIntro} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <SecondFactorSection />
      </Paper>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { ConnectedDevices } from '@/features/sessions';
import { sessionsEs } from '@/i18n/sessions.ts';
import type { PageProps } from '../routes.ts';

/**
 * Seguridad (/userDashboard/seguridad, /dashboard/seguridad, /externo/seguridad): the person's own sign-in,
 * one section per concern; every role opens it in its own shell.
 */
export default function SecurityPage({ title }: PageProps) {
  return (
    <Box sx={{ maxWidth: 840 }}>
      <PageHeader title={title} intro={sessionsEs.pageIntro} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ConnectedDevices />
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { PartnerFinalizeScreen } from '@/features/partners-link';
import type { PageProps } from '../../routes.ts';

/**
 * /externo/finalizar-orden/:codigo (free shell, no session): the code is the client's only credential
 * (docs/rules/partners.md#finalize-link).
 */
export default function PartnerFinalizeOrderPage({ params }: PageProps) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <PartnerFinalizeScreen code={(params.codigo ?? '').toUpperCase()} />
    </Box>
  );
}

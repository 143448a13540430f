import { normalizeRoleName } from '@cambix/contract';
import { selectRole, useSessionStore } from '@/features/auth';
import { ThirdPartyScreen } from '@/features/partners-admin';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/**
 * /dashboard/modulo-terceros (Modulo Terceros, module terceros; also Externo): a partner's own business, or
 * staff's list of partners.
 */
export default function ThirdPartyPage({ title }: PageProps) {
  const role = normalizeRoleName(useSessionStore(selectRole));
  // Signing out clears the role before the route guard leaves: show nothing rather than the staff list,
  // whose request would go out without a session.
  if (role === null) return null;
  return (
    <ThirdPartyScreen
      title={title}
      isPartner={role === 'Externo'}
      canEditPartners={role === 'Administrador'}
      ordersHref={paths.partner.orders}
    />
  );
}

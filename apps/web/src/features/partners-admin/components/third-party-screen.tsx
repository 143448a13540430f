import { PartnerWorkspaceView } from './partner-workspace-view.tsx';
import { PartnersAdminView } from './partners-admin-view.tsx';

export interface ThirdPartyScreenProps {
  title: string;
  /** A partner's user sees its own business; staff see every partner. */
  isPartner: boolean;
  /** Only an Administrador creates and edits partners. */
  canEditPartners: boolean;
  ordersHref: string;
}

/** /dashboard/modulo-terceros (module terceros; also Externo). */
export function ThirdPartyScreen({ title, isPartner, canEditPartners, ordersHref }: ThirdPartyScreenProps) {
  return isPartner ? (
    <PartnerWorkspaceView title={title} ordersHref={ordersHref} />
  ) : (
    <PartnersAdminView title={title} canEdit={canEditPartners} />
  );
}

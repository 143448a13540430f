import { ReceiptsScreen } from '@/features/sunat-receipts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/comprobantes (modules ordenes, pagos or devoluciones): every receipt's state at SUNAT. */
export default function SunatReceiptsPage({ title, search }: PageProps) {
  return <ReceiptsScreen title={title} orderHref={paths.staff.order} search={search} />;
}

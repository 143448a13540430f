import { OrderLinksScreen } from '@/features/staff-board';
import type { PageProps } from '../../routes.ts';

/** /dashboard/links-orden (module links): make and share new-order links; edit controls need edit. */
export default function OrderLinksPage({ title }: PageProps) {
  return <OrderLinksScreen title={title} />;
}

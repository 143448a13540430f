import type { PageProps } from '../../routes.ts';
import { LinkOrderPage } from './link-order-page.tsx';

/**
 * /userDashboard/finalizar-orden/:codigo: quick finalize from a staff link
 * (docs/rules/order-links.md#quick-finalize).
 */
export default function FinalizeOrderPage(props: PageProps) {
  return <LinkOrderPage {...props} lookup="order" />;
}

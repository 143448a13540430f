import { Navigate } from 'react-router';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';
import { LinkOrderPage } from './link-order-page.tsx';

/**
 * /userDashboard/edit-orden/:codigo?: a modification link finishes a temporary order or fixes an observed
 * one; without a code, the customer's open order is where nueva-orden resumes it.
 */
export default function EditOrderPage(props: PageProps) {
  if (!props.params.codigo) return <Navigate to={paths.customer.newOrder()} replace />;
  return <LinkOrderPage {...props} lookup="modification" />;
}

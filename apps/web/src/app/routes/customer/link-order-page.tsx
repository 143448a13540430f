import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { LinkOrderCompletion } from '@/features/orders';
import { customerEs } from '@/i18n/customer.ts';
import { useResolvedOrderLink } from '../../guards/order-link-state.ts';
import { paths } from '../../paths.ts';
import type { OrderLinkLookup, PageProps } from '../../routes.ts';

/** finalizar-orden and edit-orden: the order of the link the guards resolved, to finish it. */
export function LinkOrderPage({ params, title, lookup }: PageProps & { lookup: OrderLinkLookup }) {
  const code = params.codigo?.toUpperCase();
  const link = useResolvedOrderLink(lookup, code);
  if (!code || !link?.order) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={paths.customer.newOrder()}>
            {customerEs.linkOrder.newOrder}
          </Button>
        }
      >
        {customerEs.linkOrder.notOpen}
      </Alert>
    );
  }
  return (
    <LinkOrderCompletion
      title={title}
      code={code}
      order={link.order}
      historyPath={paths.customer.orders}
      newOrderPath={paths.customer.newOrder()}
      accountsPath={paths.customer.accounts}
    />
  );
}

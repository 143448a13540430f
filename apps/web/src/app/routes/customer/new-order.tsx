import { NewOrderWizard } from '@/features/orders';
import { useResolvedOrderLink } from '../../guards/order-link-state.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /userDashboard/nueva-orden/:codigo?: with a code, the new-order link the guards resolved presets the quote. */
export default function NewOrderScreen({ params, title }: PageProps) {
  const code = params.codigo?.toUpperCase();
  const link = useResolvedOrderLink('order', code);
  const isNewOrderLink = link?.kind === 'new_order';
  return (
    <NewOrderWizard
      title={title}
      linkCode={isNewOrderLink ? code : undefined}
      preset={isNewOrderLink ? link.preset : null}
      accountsPath={paths.customer.accounts}
      historyPath={paths.customer.orders}
    />
  );
}

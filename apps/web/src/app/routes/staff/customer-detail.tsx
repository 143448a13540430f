import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  CustomerAccountsTab,
  CustomerDataTab,
  CustomerDocumentsTab,
  CustomerHeader,
  CustomerHistoryTab,
  CustomerOrdersTab,
  CustomerPointsTab,
  fullName,
  useCustomer,
} from '@/features/customers-admin';
import { MissingRecord } from '@/components/layout/missing-record.tsx';
import { TabCard } from '@/components/layout/tab-card.tsx';
import { CustomerConsentsTable } from '@/features/consents';
import { CustomerReferralsTab } from '@/features/referrals-admin';
import { useModuleAccess } from '@/features/staff-permissions';
import { staffEs } from '@/i18n/staff.ts';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';
import { brandTitle } from '@/lib/document-head.ts';

const t = staffEs.customer;
const TABS = ['datos', 'documentos', 'cuentas', 'ordenes', 'referidos', 'puntos', 'historial'] as const;
type TabName = (typeof TABS)[number];
const TAB_LABELS: Record<TabName, string> = {
  datos: t.tabs.data,
  documentos: t.tabs.documents,
  cuentas: t.tabs.accounts,
  ordenes: t.tabs.orders,
  referidos: t.tabs.referrals,
  puntos: staffReferralsEs.points.tab,
  historial: t.tabs.history,
};

/**
 * /dashboard/user/:userId: the customer's header with review actions and the tabs Datos, Documentos,
 * Cuentas, Órdenes, Referidos, Puntos, Historial (docs/rules/screens.md#staff-screens); the tab is in the
 * address (?tab=ordenes).
 */
export default function CustomerDetailPage({ params, search, title }: PageProps) {
  const userId = Number(params.userId);
  const validId = Number.isInteger(userId) && userId > 0;
  const navigate = useNavigate();
  const customer = useCustomer(validId ? userId : 0);
  const { canEdit } = useModuleAccess('users');
  const ordersModule = useModuleAccess('ordenes');
  const referralsModule = useModuleAccess('referidos');
  const requested = search.get('tab');
  const tab: TabName = (TABS as readonly string[]).includes(requested ?? '')
    ? (requested as TabName)
    : 'datos';

  useEffect(() => {
    if (customer.data) document.title = brandTitle(`${fullName(customer.data)} · ${title}`);
  }, [customer.data, title]);

  if (!validId || (customer.isError && isApiError(customer.error) && customer.error.status === 404)) {
    return (
      <MissingRecord message={t.notFound}>
        <Button component={RouterLink} to={paths.staff.customers}>
          {t.back}
        </Button>
      </MissingRecord>
    );
  }
  if (customer.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void customer.refetch()}>
            {staffEs.common.retry}
          </Button>
        }
      >
        {isApiError(customer.error) ? customer.error.message : staffEs.common.loadFailed}
      </Alert>
    );
  }
  if (customer.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }

  const data = customer.data;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <CustomerHeader
        customer={data}
        canEdit={canEdit}
        listHref={paths.staff.customers}
        fileHref={paths.staff.customerFile(data.id)}
      />
      <TabCard
        label={t.tabsLabel}
        tabs={TABS}
        value={tab}
        onChange={(next) =>
          void navigate({ search: next === 'datos' ? '' : `?tab=${next}` }, { replace: true })
        }
        labelOf={(name) => TAB_LABELS[name]}
      >
        {tab === 'datos' && <CustomerDataTab customer={data} canEdit={canEdit} />}
        {tab === 'documentos' && <CustomerDocumentsTab userId={data.id} />}
        {tab === 'cuentas' && <CustomerAccountsTab userId={data.id} />}
        {tab === 'ordenes' && (
          <CustomerOrdersTab
            userId={data.id}
            orderHref={ordersModule.canView ? paths.staff.order : undefined}
          />
        )}
        {tab === 'referidos' && (
          <CustomerReferralsTab
            userId={data.id}
            referredByCode={data.referredByCode}
            customerHref={paths.staff.customer}
            orderHref={paths.staff.order}
            codeHref={referralsModule.canView ? paths.staff.referralCode : undefined}
          />
        )}
        {tab === 'puntos' && (
          <CustomerPointsTab userId={data.id} canEdit={canEdit} orderHref={paths.staff.order} />
        )}
        {tab === 'historial' && (
          <>
            <CustomerHistoryTab userId={data.id} />
            <CustomerConsentsTable userId={data.id} />
          </>
        )}
      </TabCard>
    </Box>
  );
}

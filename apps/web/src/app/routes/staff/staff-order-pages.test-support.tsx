// Renders the staff order screens inside one router, as the app's page slot does: params and the query
// as props, and a probe that shows where the screen went.
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { lightTheme } from '../../theme/mui-theme.ts';
import type { PageProps } from '../../routes.ts';
import OrderDetailPage from './order-detail.tsx';
import PaymentDetailPage from './payment-detail.tsx';
import PaymentsPage from './payments.tsx';
import PayoutDetailPage from './payout-detail.tsx';
import PayoutsPage from './payouts.tsx';

function Page({ component: Screen, title }: { component: ComponentType<PageProps>; title: string }) {
  const location = useLocation();
  const params = useParams();
  return (
    <>
      <Screen params={params} search={new URLSearchParams(location.search)} title={title} />
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

export function renderStaffOrders(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={lightTheme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/dashboard/pagos" element={<Page component={PaymentsPage} title="Pagos" />} />
            <Route
              path="/dashboard/pago/:idOrden"
              element={<Page component={PaymentDetailPage} title="Revisión de pago" />}
            />
            <Route
              path="/dashboard/devoluciones"
              element={<Page component={PayoutsPage} title="Devoluciones" />}
            />
            <Route
              path="/dashboard/devolucion/:idOrden"
              element={<Page component={PayoutDetailPage} title="Detalle de la devolución" />}
            />
            <Route
              path="/dashboard/orden/:idOrden"
              element={<Page component={OrderDetailPage} title="Detalle de la orden" />}
            />
            <Route path="*" element={<output data-testid="where">elsewhere</output>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { queryClient };
}

export const where = () => screen.getByTestId('where').textContent ?? '';

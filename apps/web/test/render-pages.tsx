// Renders pages inside one router as the app's page slot does (params and the query as props), with a
// probe that shows where the app went, on a page or off them.
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { lightTheme } from '@/app/theme/mui-theme.ts';
import type { PageProps } from '@/app/routes.ts';

export interface PageAt {
  path: string;
  page: ComponentType<PageProps>;
  title: string;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function Page({ page: Screen, title }: Omit<PageAt, 'path'>) {
  const location = useLocation();
  const params = useParams();
  return (
    <>
      <Screen params={params} search={new URLSearchParams(location.search)} title={title} />
      <Where />
    </>
  );
}

export function renderPages(url: string, pages: readonly PageAt[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={lightTheme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {pages.map(({ path, page, title }) => (
              <Route key={path} path={path} element={<Page page={page} title={title} />} />
            ))}
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { queryClient };
}

/** The path and query the app is at. */
export const where = () => screen.getByTestId('where').textContent ?? '';

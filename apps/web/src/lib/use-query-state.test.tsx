import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PagePathContext } from './page-path.ts';
import { useQueryState } from './use-query-state.ts';

const read = (query: URLSearchParams) => query.get('q') ?? '';
const write = (q: string) => new URLSearchParams(q ? { q } : {});
function Search() {
  const [search] = useSearchParams();
  const [q, update] = useQueryState(search, read, write);
  const location = useLocation();
  return (
    <>
      <button onClick={() => update(() => 'ana')}>Buscar</button>
      <p data-testid="where">{`${location.pathname}${location.search} ${q}`}</p>
    </>
  );
}

/** The page's own path, and where the address bar is (the router may not have caught up). */
function renderAt(pagePath: string | null, address = '/lista') {
  window.history.replaceState(null, '', address);
  render(
    <MemoryRouter initialEntries={['/lista']}>
      <PagePathContext value={pagePath}>
        <Search />
      </PagePathContext>
    </MemoryRouter>,
  );
}

describe('list state in the address', () => {
  it('writes a change to the query string of the page', () => {
    renderAt('/lista');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/lista?q=ana ana');
  });

  it('works outside a page slot too, on the router location', () => {
    renderAt(null);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/lista?q=ana ana');
  });

  it('drops a change from a page the router has already left (a late debounced search)', () => {
    // The list is still on screen while the address is already the customer it opened.
    renderAt('/lista', '/detalle/5');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/lista$/);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
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

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Search />
    </MemoryRouter>,
  );
}

describe('list state in the address', () => {
  it('writes a change to the query string of the page', () => {
    renderAt('/lista');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/lista?q=ana ana');
  });
});

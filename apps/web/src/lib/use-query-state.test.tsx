import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LivePathContext } from './live-path.ts';
import { useQueryState } from './use-query-state.ts';

const read = (query: URLSearchParams) => query.get('q') ?? '';
const write = (q: string) => new URLSearchParams(q ? { q } : {});
let setQuery: (q: string) => void = () => {};

function Search() {
  const [search] = useSearchParams();
  const [q, update] = useQueryState(search, read, write);
  setQuery = (next) => update(() => next);
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${q}`}</p>;
}

function renderAt(livePath: string | null) {
  render(
    <MemoryRouter initialEntries={['/lista']}>
      <LivePathContext value={livePath}>
        <Search />
      </LivePathContext>
    </MemoryRouter>,
  );
}

describe('list state in the address', () => {
  it('writes a change to the query string of the page', () => {
    renderAt('/lista');
    act(() => setQuery('ana'));
    expect(screen.getByTestId('where')).toHaveTextContent('/lista?q=ana ana');
  });

  it('drops a change that arrives after the person left the page (a late debounced search)', () => {
    renderAt('/detalle/5');
    act(() => setQuery('ana'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/lista$/);
  });
});

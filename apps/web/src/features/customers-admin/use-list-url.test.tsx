import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withFilters } from './list-state.ts';
import { useListUrl, type ListStateChange } from './use-list-url.ts';

const handle: { update: (change: ListStateChange) => void } = { update: () => undefined };

function Probe() {
  const location = useLocation();
  const [state, change] = useListUrl(new URLSearchParams(location.search));
  useEffect(() => {
    handle.update = change;
  }, [change]);
  return (
    <>
      <output data-testid="where">{location.search}</output>
      <output data-testid="state">{`${state.q}|${state.status}|${state.page}`}</output>
    </>
  );
}

describe('the list state in the address', () => {
  it('keeps both of two changes made before the screen catches up (search, then a status)', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/users?page=3']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('||3');
    act(() => {
      handle.update((current) => withFilters(current, { q: 'ana' }));
      handle.update((current) => withFilters(current, { status: 'ACTIVO' }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('?q=ana&status=ACTIVO');
    expect(screen.getByTestId('state')).toHaveTextContent('ana|ACTIVO|1');
  });
});

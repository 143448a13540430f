import { ORDER_STATUS } from '@cambix/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { divisasPayoutFixture } from '../../../../test/staff-order-fixtures.ts';
import { ExchangeSection } from './divisas-sections.tsx';

// docs/rules/exchange.md#indicative-quotes: an order without a lock says why, and whether its rate is fixed yet.
describe('the staff order’s exchange section', () => {
  const unlocked = (status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]) => {
    const order = divisasPayoutFixture();
    return divisasPayoutFixture({
      status,
      exchange: { ...order.exchange!, lockedUntil: null, indicative: true },
    });
  };

  it('shows the lock of a locked order', () => {
    renderWithProviders(<ExchangeSection order={divisasPayoutFixture()} />);
    expect(screen.getByText('Tipo de cambio bloqueado hasta')).toBeInTheDocument();
    expect(screen.queryByText(/bloqueos vencidos/)).toBeNull();
  });

  it('says an indicative order’s rate is fixed at finalize, then that it was', () => {
    const { unmount } = renderWithProviders(<ExchangeSection order={unlocked(ORDER_STATUS.TEMPORAL)} />);
    expect(screen.getByText('Referencial: se fija al finalizar (bloqueos vencidos)')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ExchangeSection order={unlocked(ORDER_STATUS.PENDIENTE_DEVOLUCION)} />);
    expect(screen.getByText('Sin bloqueo: se fijó al finalizar (bloqueos vencidos)')).toBeInTheDocument();
  });
});

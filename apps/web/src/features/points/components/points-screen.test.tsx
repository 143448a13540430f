import { pointsEndpoints } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { POINTS } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { PointsScreen } from './points-screen.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

describe('Puntos', () => {
  it('shows the balance and its worth, the rules in plain words and every movement', async () => {
    server.use(
      mockEndpoint(pointsEndpoints.mine, () => ({
        ...POINTS,
        history: [
          ...POINTS.history,
          {
            id: 3,
            points: -100,
            kind: 'redeem',
            orderCode: 'KM4TQ8ZP',
            note: null,
            at: '2026-11-21T15:00:00.000Z',
          },
        ],
      })),
    );
    renderWithProviders(<PointsScreen title="Mis puntos" newOrderPath="/userDashboard/nueva-orden" />);
    expect(await screen.findByText('230 puntos')).toBeInTheDocument();
    expect(screen.getByText('Hoy valen S/ 10.00 menos de comisión en tu próxima orden.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cada 100 puntos descuentan S/ 5.00 de la comisión de una orden. Los canjeas al crearla.',
      ),
    ).toBeInTheDocument();
    const movements = within(
      screen.getByRole('heading', { name: 'Movimientos' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    expect(movements.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Orden terminada.*Orden AB23CD45\+180$/),
      expect.stringMatching(/^Premio por referido.*\+50$/),
      expect.stringMatching(/^Canje en una orden.*Orden KM4TQ8ZP-100$/),
    ]);
    expect(screen.getByRole('link', { name: 'Usar mis puntos' })).toHaveAttribute(
      'href',
      '/userDashboard/nueva-orden',
    );
  });

  it('shows an adjustment staff made with its reason (docs/rules/points.md#adjustments)', async () => {
    server.use(
      mockEndpoint(pointsEndpoints.mine, () => ({
        ...POINTS,
        balance: 200,
        history: [
          {
            id: 9,
            points: -30,
            kind: 'adjust',
            orderCode: null,
            note: 'Corrección de puntos duplicados',
            at: '2026-11-22T02:05:00.000Z',
          },
          ...POINTS.history,
        ],
      })),
    );
    renderWithProviders(<PointsScreen title="Mis puntos" newOrderPath="/userDashboard/nueva-orden" />);
    expect(await screen.findByText('200 puntos')).toBeInTheDocument();
    const [adjustment] = within(
      screen.getByRole('heading', { name: 'Movimientos' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    expect(adjustment).toHaveTextContent('Ajuste');
    expect(adjustment).toHaveTextContent('21/11/2026 21:05');
    expect(adjustment).toHaveTextContent('Corrección de puntos duplicados');
    expect(adjustment).toHaveTextContent('-30');
  });
});

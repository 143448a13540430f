import type { OrderStatus } from '@cambix/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { CustomerStatusChip, ORDER_STATUS_COLOR, OrderStatusChip } from './order-status-chip.tsx';

describe('order status chips', () => {
  it.each([
    [0, 'Temporal'],
    [1, 'Pendiente'],
    [2, 'Fallida'],
    [3, 'Pendiente de devolución'],
    [4, 'Observada'],
    [5, 'Terminada'],
  ] as [OrderStatus, string][])('staff read status %i as %s', (status, name) => {
    renderWithProviders(<OrderStatusChip status={status} />);
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  // decision 099: a payout is not a refund to the customer, and each status says what comes next.
  it.each([
    [0, 'Por completar', 'Paga y sube tu comprobante para continuar.'],
    [1, 'Verificando tu pago', 'Lo confirmamos en unos 15 minutos.'],
    [2, 'Cancelada', 'No seguiremos con esta orden; revisa el motivo.'],
    [3, 'Pago confirmado', 'Te transferimos en unos 15 minutos.'],
    [4, 'Observada', 'Corrige los datos indicados para continuar.'],
    [5, 'Completada', 'Te transferimos el dinero; revisa la constancia.'],
  ] as [OrderStatus, string, string][])('customers read status %i as %s', (status, name, next) => {
    renderWithProviders(<CustomerStatusChip status={status} />);
    expect(screen.getByText(name).closest('[title]')).toHaveAttribute('title', next);
  });

  it('gives failed red, done green and each open status its own colour', () => {
    expect(ORDER_STATUS_COLOR[2]).toBe('error');
    expect(ORDER_STATUS_COLOR[5]).toBe('success');
    expect(new Set([1, 3, 4].map((status) => ORDER_STATUS_COLOR[status as OrderStatus])).size).toBe(3);
  });
});

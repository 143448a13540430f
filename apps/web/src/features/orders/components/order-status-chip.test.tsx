import type { OrderStatus } from '@cambix/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ORDER_STATUS_COLOR, OrderStatusChip } from './order-status-chip.tsx';

describe('order status chips', () => {
  it.each([
    [0, 'Temporal'],
    [1, 'Pendiente'],
    [2, 'Fallida'],
    [3, 'Pendiente de devolución'],
    [4, 'Observada'],
    [5, 'Terminada'],
  ] as [OrderStatus, string][])('status %i reads %s', (status, name) => {
    renderWithProviders(<OrderStatusChip status={status} />);
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('gives failed red, done green and each open status its own colour', () => {
    expect(ORDER_STATUS_COLOR[2]).toBe('error');
    expect(ORDER_STATUS_COLOR[5]).toBe('success');
    expect(new Set([1, 3, 4].map((status) => ORDER_STATUS_COLOR[status as OrderStatus])).size).toBe(3);
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, showModal } from '@/features/notifications';
import { NotificationModalSlot } from './notification-modal-slot.tsx';

afterEach(() => act(() => closeModal()));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSlot() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <NotificationModalSlot />
      <Where />
    </MemoryRouter>,
  );
}

describe('notification modal (lazy MUI dialog)', () => {
  it('loads on the first modal, shows the default title and closes on Escape', async () => {
    const user = userEvent.setup();
    renderSlot();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void showModal({ message: 'Pago confirmado', type: 'success' }));
    const dialog = await screen.findByRole('dialog', { name: '¡Éxito!' });
    expect(dialog).toHaveTextContent('Pago confirmado');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderSlot();
    act(() => void showModal({ message: 'Revisa la orden', type: 'alert' }));
    await screen.findByRole('dialog', { name: 'Atención' });
    await user.click(screen.getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('follows an in-app link and closes', async () => {
    const user = userEvent.setup();
    renderSlot();
    act(() => void showModal({ message: 'Orden grande', link: '/dashboard/orden/5', linkText: 'Ver orden' }));
    await user.click(await screen.findByRole('button', { name: 'Ver orden' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/orden/5');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens an http(s) link in a new tab', async () => {
    renderSlot();
    act(() => void showModal({ message: 'Novedades', link: 'https://cambix.pe/novedades' }));
    const link = await screen.findByRole('link', { name: /Ir al enlace/ });
    expect(link).toHaveAttribute('href', 'https://cambix.pe/novedades');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

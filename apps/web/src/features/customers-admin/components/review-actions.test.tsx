import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CustomerDetail, adminUserEndpoints } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { CustomerHeader } from './customer-header.tsx';
import { MemoryRouter } from 'react-router';
import { mockEndpoint, okWithMessage, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const customer = (overrides: Partial<CustomerDetail> = {}): CustomerDetail => ({
  id: 42,
  tipo_documento: 'DNI',
  dni: '01234567',
  nombres: 'José',
  apellido_paterno: 'Álvarez',
  apellido_materno: 'Núñez',
  email: 'jose@correo.pe',
  celular: '987654321',
  accountStatus: 'POR_VALIDAR',
  statusReason: null,
  reviewedAt: null,
  reviewedBy: null,
  kycStep: 0,
  birthDate: '1990-04-12',
  gender: 'M',
  ubigeo: { code: '150132', departamento: 'Lima', provincia: 'Lima', distrito: 'San Juan de Lurigancho' },
  direccion: 'Av. Próceres 123',
  ocupacion: 'Comerciante',
  nacionalidad: 'PE',
  isPep: false,
  pepDetail: null,
  commissionPercent: null,
  effectiveCommission: '4.50',
  monthlyLimit: null,
  isPremium: false,
  isSpecial: false,
  referredByCode: null,
  referralCode: null,
  registeredAt: '2026-11-01T15:00:00.000Z',
  profileUpdatedAt: null,
  termsAcceptedAt: null,
  fees: { commissionOptions: ['3.50', '4.00', '4.50'], defaultCommission: '4.50' },
  ...overrides,
});

function renderHeader(detail: CustomerDetail, canEdit = true) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CustomerHeader
          customer={detail}
          canEdit={canEdit}
          listHref="/dashboard/users"
          fileHref="/dashboard/user/42/old"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('review actions of a customer', () => {
  it('offers the actions the status allows, and none without edit permission', () => {
    renderHeader(customer());
    const actions = screen.getByRole('group', { name: 'Acciones sobre la cuenta' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Aprobar', 'Rechazar', 'Bloquear']);
  });

  it('shows nothing to act on to staff who may only view', () => {
    renderHeader(customer(), false);
    expect(screen.queryByRole('group', { name: 'Acciones sobre la cuenta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ficha para imprimir' })).toBeInTheDocument();
  });

  it('rejecting asks for the reason first, then sends it and closes with the server message', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(
        adminUserEndpoints.rejectCustomer,
        async ({ request }) => {
          sent.push(await request.json());
          return okWithMessage(
            customer({ accountStatus: 'RECHAZADO', kycStep: 1, statusReason: 'DNI borroso.' }),
            'Cuenta rechazada. Le enviamos el motivo al cliente por correo.',
          );
        },
        { params: { userId: '42' } },
      ),
    );
    renderHeader(customer());
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la cuenta' });
    expect(dialog).toHaveTextContent('José Álvarez Núñez');

    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByText('Escribe el motivo.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motivo/), '  DNI borroso.  ');
    expect(within(dialog).queryByText('Escribe el motivo.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ reason: 'DNI borroso.' }]);
    expect(
      await screen.findByText('Cuenta rechazada. Le enviamos el motivo al cliente por correo.'),
    ).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the server refuses (someone acted first)', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(
        adminUserEndpoints.blockCustomer,
        () =>
          refuse(
            'REVIEW_NOT_ALLOWED',
            'Esta acción no se puede hacer en el estado actual de la cuenta.',
            409,
          ),
        { params: { userId: '42' } },
      ),
      mockEndpoint(adminUserEndpoints.customer, () => customer({ accountStatus: 'BLOQUEADO' }), {
        params: { userId: '42' },
      }),
    );
    renderHeader(customer({ accountStatus: 'ACTIVO' }));
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloquear la cuenta' });
    expect(dialog).toHaveTextContent('sus sesiones abiertas se cerrarán');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Tarjetas de terceros');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(
      await within(dialog).findByText('Esta acción no se puede hacer en el estado actual de la cuenta.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('Tarjetas de terceros');
  });

  it('approving needs no text; the optional note travels when written', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(
        adminUserEndpoints.approveCustomer,
        async ({ request }) => {
          sent.push(await request.json());
          return okWithMessage(
            customer({ accountStatus: 'ACTIVO' }),
            'Cuenta aprobada. Le avisamos al cliente por correo.',
          );
        },
        { params: { userId: '42' } },
      ),
    );
    renderHeader(customer());
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar la cuenta' });
    expect(within(dialog).getByLabelText('Nota interna (opcional)')).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(sent).toEqual([{}]));
  });

  it('activating a blocked customer who never finished validation says they must finish it', async () => {
    const user = userEvent.setup();
    renderHeader(customer({ accountStatus: 'BLOQUEADO', kycStep: 2, statusReason: 'Revisión' }));
    expect(screen.getByText(/Revisión/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(screen.getByRole('dialog', { name: 'Activar la cuenta' })).toHaveTextContent(
      'deberá completarla antes de operar',
    );
  });

  it('a rejected customer still resending offers only Bloquear, and says what is awaited', () => {
    renderHeader(customer({ accountStatus: 'RECHAZADO', kycStep: 1, statusReason: 'DNI borroso.' }));
    const actions = screen.getByRole('group', { name: 'Acciones sobre la cuenta' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bloquear']);
    expect(screen.getByText(/Esperando que el cliente vuelva a enviar/)).toBeInTheDocument();
  });
});

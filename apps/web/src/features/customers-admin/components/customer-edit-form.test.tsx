import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CustomerDetail, adminUserEndpoints } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { CustomerDataTab } from './customer-data-tab.tsx';
import { mockEndpoint, okWithMessage, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const detail: CustomerDetail = {
  id: 42,
  tipo_documento: 'DNI',
  dni: '01234567',
  nombres: 'José',
  apellido_paterno: 'Álvarez',
  apellido_materno: 'Núñez',
  email: 'jose@correo.pe',
  celular: '987654321',
  accountStatus: 'ACTIVO',
  statusReason: null,
  reviewedAt: '2026-11-20T15:00:00.000Z',
  reviewedBy: { id: 1, name: 'Carla Mendoza', role: 'Administrador' },
  kycStep: 0,
  birthDate: '1990-04-01',
  gender: 'M',
  ubigeo: { code: '150132', departamento: 'Lima', provincia: 'Lima', distrito: 'San Juan de Lurigancho' },
  direccion: 'Av. Próceres 123',
  ocupacion: 'Comerciante',
  nacionalidad: 'PE',
  isPep: true,
  pepDetail: 'Regidor 2019-2022',
  commissionPercent: null,
  effectiveCommission: '4.50',
  monthlyLimit: null,
  isPremium: false,
  isSpecial: false,
  referredByCode: 'ANA2026',
  referralCode: null,
  registeredAt: '2026-11-01T15:00:00.000Z',
  profileUpdatedAt: null,
  termsAcceptedAt: null,
  fees: { commissionOptions: ['3.50', '4.00', '4.50'], defaultCommission: '4.50' },
};

function renderTab(canEdit: boolean) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <CustomerDataTab customer={detail} canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

describe('tab Datos', () => {
  it('shows the KYC data in words, and only values to staff who may not edit', () => {
    renderTab(false);
    expect(
      screen.getByText('Solo lectura: tu perfil puede ver clientes, pero no modificarlos.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('01/04/1990')).toBeInTheDocument();
    expect(screen.getByText('Lima / Lima / San Juan de Lurigancho (150132)')).toBeInTheDocument();
    expect(screen.getByText('Regidor 2019-2022')).toBeInTheDocument();
    expect(screen.getByText('Por defecto (4.50 %)')).toBeInTheDocument();
  });

  it('saves only with something changed; the commission comes from the list; the limit needs Especial', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint(
        adminUserEndpoints.updateCustomer,
        async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          return okWithMessage(
            { ...detail, commissionPercent: '4.00', isSpecial: true, monthlyLimit: '80000.00' },
            'Datos guardados.',
          );
        },
        { params: { userId: '42' } },
      ),
    );
    renderTab(true);
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Límite mensual (S/)')).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Comisión' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Por defecto (4.50 %)', '3.50 %', '4.00 %', '4.50 %']);
    await user.click(screen.getByRole('option', { name: '4.00 %' }));
    await user.click(screen.getByRole('switch', { name: 'Cliente especial' }));
    await user.type(screen.getByLabelText('Límite mensual (S/)'), '80000');
    await user.click(save);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      commissionPercent: '4.00',
      isSpecial: true,
      monthlyLimit: '80000',
      isPremium: false,
    });
    expect(await screen.findByText('Datos guardados.')).toBeInTheDocument();
  });

  it('checks fields with the contract before sending, and shows the server message under its field', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      mockEndpoint(
        adminUserEndpoints.updateCustomer,
        () => {
          calls += 1;
          return refuse('EMAIL_TAKEN', 'Ya existe una cuenta con este correo.', 409, {
            fields: { email: 'Ya existe una cuenta con este correo.' },
          });
        },
        { params: { userId: '42' } },
      ),
    );
    renderTab(true);
    const celular = screen.getByLabelText('Celular');
    await user.clear(celular);
    await user.type(celular, '12345');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El celular tiene 9 dígitos y empieza con 9.')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(celular);
    await user.type(celular, '912345678');
    const email = screen.getByLabelText('Correo electrónico');
    await user.clear(email);
    await user.type(email, 'ana.quispe@cambix.test');
    expect(screen.getByText(/Al cambiar el correo cerramos las sesiones del cliente/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ya existe una cuenta con este correo.')).toBeInTheDocument();
    expect(calls).toBe(1);
    // What was typed stays.
    expect(email).toHaveValue('ana.quispe@cambix.test');
  });
});

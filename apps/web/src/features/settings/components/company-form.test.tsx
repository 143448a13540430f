import { settingsEndpoints, type CompanySettingsInput } from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { where } from '../../../../test/render-pages.tsx';
import { renderSettings, SECTIONS } from '../settings.test-support.tsx';

const server = setupApiServer();
afterEach(() => logout());

describe('Ajustes, section Empresa (issue 17)', () => {
  it('saves the company name, RUC and address with PUT /settings/company', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: CompanySettingsInput[] = [];
    server.use(
      mockEndpoint(settingsEndpoints.saveCompany, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return { sbsRegistration: '', ...body };
      }),
    );
    renderSettings(server, '?seccion=finanzas');
    await screen.findByRole('list', { name: 'Conceptos' });
    await user.click(screen.getByRole('tab', { name: 'Empresa' }));
    await waitFor(() => expect(where()).toBe('/dashboard/ajustes?seccion=empresa'));
    const name = await screen.findByLabelText('Razón social');
    expect(name).toHaveValue(SECTIONS.company.name);
    // The defaults have no RUC and no address: Ajustes says what boletas still need.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Para emitir boletas falta registrar el RUC y la dirección fiscal. En producción, mientras falte, no se puede registrar ninguna devolución.',
    );

    await user.clear(name);
    await user.type(name, 'Cambix Perú S.A.C.');
    await user.type(screen.getByLabelText('RUC'), '20100070970');
    await user.type(screen.getByLabelText('Dirección fiscal'), 'Av. Larco 1150, Miraflores, Lima');
    await user.type(screen.getByLabelText('Registro SBS'), 'Resolución SBS N° 01234-2024');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Cambix Perú S.A.C.',
      ruc: '20100070970',
      address: 'Av. Larco 1150, Miraflores, Lima',
      sbsRegistration: 'Resolución SBS N° 01234-2024',
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(screen.queryByText(/Para emitir boletas/)).not.toBeInTheDocument();
  });

  it('checks the RUC with the contract before sending, and keeps the values when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      mockEndpoint(settingsEndpoints.saveCompany, () => {
        calls += 1;
        return refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
          fields: { address: 'Usa como máximo 200 caracteres.' },
        });
      }),
    );
    renderSettings(server, '?seccion=empresa');
    const ruc = await screen.findByLabelText('RUC');
    await user.type(ruc, '20100070971');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El RUC no es válido: son 11 dígitos y el último es de control.'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);

    // The SBS registration is the resolution's text, not anything at all.
    const sbs = screen.getByLabelText('Registro SBS');
    await user.type(sbs, '<script>');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Escribe el registro como figura en la resolución/)).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.clear(sbs);

    await user.clear(ruc);
    await user.type(ruc, '20100070970');
    const address = screen.getByLabelText('Dirección fiscal');
    await user.type(address, 'Av. Larco 1150');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usa como máximo 200 caracteres.')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(ruc).toHaveValue('20100070970');
    expect(address).toHaveValue('Av. Larco 1150');
  });
});

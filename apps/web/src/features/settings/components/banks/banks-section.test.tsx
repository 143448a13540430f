import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BankSettings, settingsEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { setupApiServer } from '../../../../../test/msw.ts';
import { BCP, renderSettings } from '../../settings.test-support.tsx';
import { mockEndpoint, type MockReply, refuse } from '../../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

async function openBcp() {
  const user = userEvent.setup({ delay: null });
  renderSettings(server, '?seccion=bancos');
  await user.click(await screen.findByRole('button', { name: /Banco de Crédito del Perú/ }));
  return user;
}

const form = (title: string) => screen.getByRole('group', { name: title }).closest('form')!;

describe('Ajustes · Bancos', () => {
  it('lists inactive banks too', async () => {
    renderSettings(server, '?seccion=bancos');
    const citi = await screen.findByRole('button', { name: /Citibank/ });
    expect(within(citi).getByText('Inactivo')).toBeInTheDocument();
  });

  it('saves the catalogue entry on its own: an empty maximum is sent as none', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(
        settingsEndpoints.updateBank,
        async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          return { ...BCP, shortName: 'BCP Perú', color: '#112233' };
        },
        { params: { bankId: '1' } },
      ),
    );
    const user = await openBcp();
    const catalogue = within(form('Datos del banco'));
    const shortName = catalogue.getByLabelText('Nombre corto');
    await user.clear(shortName);
    await user.type(shortName, 'BCP Perú');
    const color = catalogue.getByLabelText('Color');
    await user.clear(color);
    await user.type(color, '#112233');
    await user.click(catalogue.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      code: '002',
      name: 'Banco de Crédito del Perú',
      shortName: 'BCP Perú',
      color: '#112233',
      maxOrderAmount: '',
      active: true,
      sortOrder: 1,
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
  });

  it('reorders, edits and adds payment steps, and sends them in the order shown', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(
        settingsEndpoints.savePaymentSteps,
        async ({ request }) => {
          const body = (await request.json()) as { steps: string[] };
          sent.push(body);
          return { ...BCP, paymentSteps: body.steps };
        },
        { params: { bankId: '1' } },
      ),
    );
    const user = await openBcp();
    const steps = within(form('Pasos de pago'));
    const save = steps.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();

    await user.click(steps.getByRole('button', { name: 'Bajar paso 1' }));
    expect(steps.getByLabelText('Paso 1')).toHaveValue('Elige Transferencias.');
    expect(steps.getByLabelText('Paso 2')).toHaveValue('Ingresa a tu banca por internet.');
    expect(steps.getByRole('button', { name: 'Subir paso 1' })).toBeDisabled();
    await user.click(steps.getByRole('button', { name: 'Subir paso 3' }));
    await user.click(steps.getByRole('button', { name: 'Quitar paso 3' }));
    await user.click(steps.getByRole('button', { name: 'Agregar paso' }));
    await user.type(steps.getByLabelText('Paso 3'), 'Confirma con tu token.');
    await user.click(save);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      steps: ['Elige Transferencias.', 'Pega el número de cuenta.', 'Confirma con tu token.'],
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
  });

  it('an empty step is refused before sending', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(
        settingsEndpoints.savePaymentSteps,
        () => {
          calls += 1;
          return BCP;
        },
        { params: { bankId: '1' } },
      ),
    );
    const user = await openBcp();
    const steps = within(form('Pasos de pago'));
    await user.click(steps.getByRole('button', { name: 'Agregar paso' }));
    await user.click(steps.getByRole('button', { name: 'Guardar' }));
    expect(await steps.findByText('Ingresa el texto del paso.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows the server’s refusal to remove an account type in use, keeping the list as edited', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(
        settingsEndpoints.saveAccountTypes,
        async ({ request }) => {
          sent.push(await request.json());
          return refuse(
            'ACCOUNT_TYPE_IN_USE',
            'No puedes quitar un tipo de cuenta que usan cuentas de clientes.',
            409,
          );
        },
        { params: { bankId: '1' } },
      ),
    );
    const user = await openBcp();
    const types = within(form('Tipos de cuenta'));
    expect(types.getByText('En uso: lo usan cuentas de clientes.')).toBeInTheDocument();
    await user.click(types.getByRole('button', { name: 'Quitar tipo Ahorros' }));
    await user.click(types.getByRole('button', { name: 'Agregar tipo' }));
    const newRow = within(types.getByRole('group', { name: 'Tipo 2' }));
    await user.type(newRow.getByLabelText('Código'), 'cts');
    await user.type(newRow.getByLabelText('Nombre'), 'CTS');
    await user.type(newRow.getByLabelText('Mín. dígitos'), '12');
    await user.type(newRow.getByLabelText('Máx. dígitos'), '14');
    await user.click(types.getByRole('button', { name: 'Guardar' }));

    expect(
      await types.findByText('No puedes quitar un tipo de cuenta que usan cuentas de clientes.'),
    ).toBeInTheDocument();
    expect(sent[0]).toEqual({
      types: [
        { id: 2, code: 'CORRIENTE', name: 'Corriente', minLength: 13, maxLength: 13 },
        { code: 'CTS', name: 'CTS', minLength: 12, maxLength: 14 },
      ],
    });
    expect(newRow.getByLabelText('Nombre')).toHaveValue('CTS');
    expect(types.getAllByRole('group', { name: /^Tipo \d/ })).toHaveLength(2);
  });

  it('checks a type’s lengths with the contract’s rules', async () => {
    const user = await openBcp();
    const types = within(form('Tipos de cuenta'));
    const second = within(types.getByRole('group', { name: 'Tipo 2' }));
    const max = second.getByLabelText('Máx. dígitos');
    await user.clear(max);
    await user.type(max, '9');
    await user.click(types.getByRole('button', { name: 'Guardar' }));
    expect(await second.findByText('El máximo no puede ser menor que el mínimo.')).toBeInTheDocument();
  });

  it('creates a bank from "Nuevo banco", showing a taken code under its field', async () => {
    const created: BankSettings = {
      ...BCP,
      id: 20,
      code: '099',
      name: 'Banco Nuevo',
      shortName: 'Nuevo',
      accountTypes: [],
      paymentSteps: [],
    };
    let answer: typeof created | MockReply = refuse(
      'BANK_CODE_TAKEN',
      'Ya existe un banco con ese código CCI.',
      409,
      {
        fields: {
          code: 'Ya existe un banco con ese código CCI.',
        },
      },
    );
    server.use(mockEndpoint(settingsEndpoints.createBank, () => answer));
    const user = userEvent.setup({ delay: null });
    renderSettings(server, '?seccion=bancos');
    await user.click(await screen.findByRole('button', { name: 'Nuevo banco' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo banco' }));
    await user.type(dialog.getByLabelText('Nombre'), 'Banco Nuevo');
    await user.type(dialog.getByLabelText('Nombre corto'), 'Nuevo');
    await user.type(dialog.getByLabelText('Código CCI'), '002');
    await user.click(dialog.getByRole('button', { name: 'Crear banco' }));
    expect(await dialog.findByText('Ya existe un banco con ese código CCI.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Nombre')).toHaveValue('Banco Nuevo');

    answer = created;
    const code = dialog.getByLabelText('Código CCI');
    await user.clear(code);
    await user.type(code, '099');
    await user.click(dialog.getByRole('button', { name: 'Crear banco' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Banco creado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Banco Nuevo/ })).toBeInTheDocument();
  });

  it('uploads a logo of an accepted type and size, and refuses others before sending', async () => {
    let uploads = 0;
    const sentTypes: string[] = [];
    server.use(
      mockEndpoint(
        settingsEndpoints.uploadBankLogo,
        async ({ request }) => {
          uploads += 1;
          const file = (await request.formData()).get('file');
          sentTypes.push(typeof file === 'string' || file === null ? 'none' : file.type);
          return { ...BCP, logoUrl: '/api/banks/1/logo?v=2' };
        },
        { params: { bankId: '1' } },
      ),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderSettings(server, '?seccion=bancos');
    await user.click(await screen.findByRole('button', { name: /Banco de Crédito del Perú/ }));
    const input = screen.getByLabelText('Logo de Banco de Crédito del Perú');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('El logo debe ser PNG, JPEG o WebP.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(201 * 1024)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('El logo pesa más de 200 KB.')).toBeInTheDocument();
    expect(uploads).toBe(0);

    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Logo actualizado')).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(sentTypes).toEqual(['image/png']);
  });
});

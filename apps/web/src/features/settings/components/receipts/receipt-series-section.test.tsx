import { settingsEndpoints, type ReceiptSeriesSettings } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { setupApiServer } from '../../../../../test/msw.ts';
import { renderSettings, SERIES } from '../../settings.test-support.tsx';
import { mockEndpoint, type MockReply, refuse } from '../../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

describe('Ajustes · Boletas', () => {
  it('shows each bank’s serie, next and last number, and the server’s refusal of a number not above the last', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    let answer: ReceiptSeriesSettings | MockReply = refuse(
      'RECEIPT_NUMBER_TOO_LOW',
      'El correlativo no puede ser menor o igual al último número emitido.',
      409,
      { fields: { nextNumber: 'El correlativo no puede ser menor o igual al último número emitido.' } },
    );
    server.use(
      mockEndpoint(
        settingsEndpoints.saveReceiptSeries,
        async ({ request }) => {
          sent.push(await request.json());
          return answer;
        },
        { params: { bankId: '1' } },
      ),
    );
    renderSettings(server, '?seccion=boletas');
    const table = await screen.findByRole('table', { name: 'Series de boletas por banco' });
    const [, bcp, banbif] = within(table).getAllByRole('row');
    expect(within(bcp!).getByText('B001')).toBeInTheDocument();
    expect(within(bcp!).getByText('58')).toBeInTheDocument();
    expect(within(bcp!).getByText('57')).toBeInTheDocument();
    expect(within(banbif!).getByText('Sin serie')).toBeInTheDocument();
    expect(within(banbif!).getByRole('button', { name: 'Editar serie de BanBif' })).toHaveTextContent(
      'Configurar',
    );

    await user.click(within(bcp!).getByRole('button', { name: 'Editar serie de Banco de Crédito del Perú' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Serie de boletas/ }));
    expect(
      dialog.getByText('El último número emitido es 57: el siguiente debe ser mayor.'),
    ).toBeInTheDocument();
    const save = dialog.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    const next = dialog.getByLabelText('Siguiente correlativo');
    await user.clear(next);
    await user.type(next, '40');
    await user.click(save);
    expect(
      await dialog.findByText('El correlativo no puede ser menor o igual al último número emitido.'),
    ).toBeInTheDocument();
    expect(next).toHaveValue('40');
    expect(sent[0]).toEqual({ serie: 'B001', nextNumber: 40 });

    answer = { ...SERIES[0]!, serie: 'B010', nextNumber: 1, lastIssued: null };
    const serie = dialog.getByLabelText('Serie');
    await user.clear(serie);
    await user.type(serie, 'b010');
    await user.clear(next);
    await user.type(next, '1');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({ serie: 'B010', nextNumber: 1 });
    expect(await within(table).findByText('B010')).toBeInTheDocument();
    expect(screen.getByText('Cambios guardados')).toBeInTheDocument();
  });
});

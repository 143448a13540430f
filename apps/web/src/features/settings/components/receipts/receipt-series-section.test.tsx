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

const TOO_LOW = 'El último número emitido en F001 es 12: usa 13 o más.';

describe('Ajustes · Boletas y facturas', () => {
  it('shows each bank’s two series, next and last numbers, and the server’s refusal of a number not above the last', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    let answer: ReceiptSeriesSettings | MockReply = refuse('RECEIPT_NUMBER_TOO_LOW', TOO_LOW, 409, {
      fields: { facturaNextNumber: TOO_LOW },
    });
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
    const table = await screen.findByRole('table', { name: 'Series de boletas y facturas por banco' });
    const [, bcp, banbif] = within(table).getAllByRole('row');
    expect(
      within(bcp!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Banco de Crédito del Perú', 'B001 · F001', '58', '57', '13', '12', 'Editar']);
    expect(within(banbif!).getByText('Sin serie')).toBeInTheDocument();
    expect(within(banbif!).getByRole('button', { name: 'Editar series de BanBif' })).toHaveTextContent(
      'Configurar',
    );

    await user.click(
      within(bcp!).getByRole('button', { name: 'Editar series de Banco de Crédito del Perú' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: /Series de comprobantes/ }));
    expect(dialog.getByText('Última emitida: 57.')).toBeInTheDocument();
    expect(dialog.getByText('Última emitida: 12.')).toBeInTheDocument();
    const save = dialog.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    const factura = dialog.getByLabelText('Siguiente correlativo de facturas (F001)');
    await user.clear(factura);
    await user.type(factura, '12');
    await user.click(save);
    expect(await dialog.findByText(TOO_LOW)).toBeInTheDocument();
    expect(factura).toHaveValue('12');
    expect(sent[0]).toEqual({ serie: 'B001', nextNumber: 58, facturaNextNumber: 12 });

    // The factura series' label follows the boleta series as it is typed.
    answer = { ...SERIES[0]!, serie: 'B010', facturaSerie: 'F010', nextNumber: 1, facturaNextNumber: 1 };
    const serie = dialog.getByLabelText('Serie de boletas');
    await user.clear(serie);
    await user.type(serie, 'b010');
    expect(dialog.getByLabelText('Siguiente correlativo de facturas (F010)')).toBe(factura);
    const next = dialog.getByLabelText('Siguiente correlativo de boletas');
    for (const field of [next, factura]) {
      await user.clear(field);
      await user.type(field, '1');
    }
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({ serie: 'B010', nextNumber: 1, facturaNextNumber: 1 });
    expect(await within(table).findByText('B010 · F010')).toBeInTheDocument();
    expect(screen.getByText('Cambios guardados')).toBeInTheDocument();
  });
});

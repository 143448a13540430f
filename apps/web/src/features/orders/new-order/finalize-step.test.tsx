import { exchangeEndpoints, orderEndpoints, type Order } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { divisasOrderFixture, RATES } from '../../../../test/exchange.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { FinalizeStep } from './finalize-step.tsx';

const server = setupApiServer();

// docs/rules/exchange.md#indicative-quotes: an indicative order priced at finalize may reach the declaración
// jurada's threshold; the step asks for the signature there and sends it, keeping what was typed.
describe('the finalize step of an indicative order', () => {
  it('asks for the declaración jurada when finalizing reaches its threshold, then finalizes with it', async () => {
    const fixture = divisasOrderFixture(new Date().toISOString());
    const order: Order = {
      ...fixture,
      voucher: { kind: 'voucher', mimeType: 'image/jpeg', uploadedAt: fixture.createdAt },
      exchange: { ...fixture.exchange!, lockedUntil: null, indicative: true },
    };
    const sent: unknown[] = [];
    const message =
      'Esta operación necesita tu declaración jurada de origen de fondos, firmada con tu nombre completo.';
    server.use(
      mockEndpoint(exchangeEndpoints.rates, () => RATES),
      mockEndpoint(orderEndpoints.save, async ({ request }) => {
        const payload = (await request.json()) as { declarationSignature?: string };
        sent.push(payload);
        if (payload.declarationSignature === 'Ana Lucía Quispe Mamani') return { ...order, status: 1 };
        return refuse('DECLARATION_REQUIRED', message, 400, { fields: { declarationSignature: message } });
      }),
    );
    const onFinalized = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FinalizeStep order={order} onFinalized={onFinalized} onChangeVoucher={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Declaración jurada' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Número de operación/ }), '00112233');

    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));
    const declaration = await screen.findByRole('region', { name: 'Declaración jurada' });
    expect(within(declaration).getByText(message)).toBeInTheDocument();
    // The field says it; no error alert repeats it.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Número de operación/ })).toHaveValue('00112233');

    await user.type(within(declaration).getByRole('textbox'), 'Ana Lucía Quispe Mamani');
    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));
    await vi.waitFor(() => expect(onFinalized).toHaveBeenCalled());
    expect(sent).toEqual([
      { operationNumber: '00112233' },
      { operationNumber: '00112233', declarationSignature: 'Ana Lucía Quispe Mamani' },
    ]);
  });
});

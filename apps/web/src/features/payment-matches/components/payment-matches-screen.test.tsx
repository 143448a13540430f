import { paymentMatchEndpoints, type PaymentMatch } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PaymentMatchesPage from '@/app/routes/staff/payment-matches.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const LIST = '/dashboard/pagos-referencia';
const PAGES = [{ path: LIST, page: PaymentMatchesPage, title: 'Pagos por referencia' }];

const candidate = (orderId: number, code: string, reference: string) => ({
  orderId,
  code,
  status: 1,
  paymentReference: reference,
  sendAmount: '500.00',
  sendCurrency: 'PEN' as const,
  customerName: 'Ana Lucía Quispe Mamani',
  collectionAccountLabel: 'BCP PEN ·0101',
});

const match = (overrides: Partial<PaymentMatch> = {}): PaymentMatch => ({
  id: 5,
  state: 'queued',
  rule: null,
  reason: 'several_orders',
  account: { id: 1, label: 'BCP PEN ·0101', currency: 'PEN' },
  reconciliationId: 3,
  line: {
    line: 4,
    date: '2026-11-21',
    description: 'TRANSF QW7RT2K Y ZX4PM9A',
    operationNumber: '0055443',
    payerAccount: '194-12345678-0-01',
    amount: '500.00',
  },
  candidates: [candidate(77, 'KM4TQ8ZP', 'QW7RT2K'), candidate(78, 'ZP8TQ4KM', 'ZX4PM9A')],
  order: null,
  dismissReason: null,
  decidedBy: null,
  decidedAt: null,
  createdBy: { id: 1, name: 'Carla Rojas' },
  createdAt: '2026-11-21T16:00:00.000Z',
  ...overrides,
});

describe('Operación › Pagos por referencia', () => {
  it('shows a queued line with the reason and its candidates; approving one asks first and keeps a refusal in the dialog', async () => {
    const approvals: unknown[] = [];
    let tries = 0;
    server.use(
      mockEndpoint(paymentMatchEndpoints.list, () => [match()]),
      mockEndpoint(paymentMatchEndpoints.approve, async ({ request }) => {
        approvals.push(await request.json());
        tries += 1;
        if (tries === 1)
          return refuse('PAYMENT_MATCH_DECIDED', 'Otra persona ya resolvió esta línea del extracto.', 409);
        return match({ state: 'approved', order: { id: 77, code: 'KM4TQ8ZP' } });
      }),
    );
    const user = userEvent.setup();
    renderPages(LIST, PAGES);

    const item = await screen.findByRole('listitem', { name: 'Extracto del 21/11/2026, línea 4' });
    expect(within(item).getByText('S/ 500.00')).toBeInTheDocument();
    expect(within(item).getByText('Nombra la referencia de más de una orden.')).toBeInTheDocument();
    expect(item).toHaveTextContent('Cuenta del pagador: 194-12345678-0-01');
    expect(item).toHaveTextContent('Operación 0055443');
    expect(within(item).getByRole('link', { name: 'KM4TQ8ZP' })).toHaveAttribute(
      'href',
      '/dashboard/orden/77',
    );
    expect(within(item).getByRole('link', { name: 'ZP8TQ4KM' })).toHaveAttribute(
      'href',
      '/dashboard/orden/78',
    );

    await user.click(within(item).getAllByRole('button', { name: 'Aprobar esta orden' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: '¿Aprobar el pago de la orden KM4TQ8ZP?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar esta orden' }));
    expect(
      await within(dialog).findByText('Otra persona ya resolvió esta línea del extracto.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar esta orden' }));
    expect(await screen.findByText('Pago aprobado con la línea del extracto.')).toBeInTheDocument();
    expect(approvals).toEqual([{ orderId: 77 }, { orderId: 77 }]);
  });

  it('dismisses a line only with a reason', async () => {
    const dismissals: unknown[] = [];
    server.use(
      mockEndpoint(paymentMatchEndpoints.list, () => [match()]),
      mockEndpoint(paymentMatchEndpoints.dismiss, async ({ request }) => {
        dismissals.push(await request.json());
        return match({ state: 'dismissed', dismissReason: 'Transferencia de prueba del banco.' });
      }),
    );
    const user = userEvent.setup();
    renderPages(LIST, PAGES);
    await user.click(await screen.findByRole('button', { name: 'Descartar línea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar la línea' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar línea' }));
    expect(within(dialog).getByText('Escribe el motivo.')).toBeInTheDocument();
    expect(dismissals).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo' }),
      'Transferencia de prueba del banco.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Descartar línea' }));
    expect(await screen.findByText('Línea descartada.')).toBeInTheDocument();
    expect(dismissals).toEqual([{ reason: 'Transferencia de prueba del banco.' }]);
  });

  it('shows the automatic approvals with the rule that made them, without actions', async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint(paymentMatchEndpoints.list, ({ request }) => {
        const state = new URL(request.url).searchParams.get('state') ?? '';
        asked.push(state);
        return state === 'automatic'
          ? [
              match({
                state: 'automatic',
                reason: null,
                rule: 'reference_amount_payer',
                candidates: [candidate(77, 'KM4TQ8ZP', 'QW7RT2K')],
                order: { id: 77, code: 'KM4TQ8ZP' },
              }),
            ]
          : [];
      }),
    );
    const user = userEvent.setup();
    renderPages(LIST, PAGES);
    expect(
      await screen.findByText(
        'No hay líneas esperando. Las que no cuadren al importar un extracto aparecerán aquí.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Automáticas' }));
    const item = await screen.findByRole('listitem', { name: 'Extracto del 21/11/2026, línea 4' });
    expect(
      within(item).getByText('Aprobado automáticamente: referencia, monto y cuenta del pagador coinciden.'),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'KM4TQ8ZP' })).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(asked).toEqual(['queued', 'automatic']);
    expect(where()).toBe(`${LIST}?status=automatic`);
  });
});

import {
  rateAlertEndpoints,
  type NewRateAlert,
  type RateAlert,
  type VisitorRateAlertRequest,
} from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint, okWithMessage, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { RateAlertForm } from './rate-alert-form.tsx';
import { RateAlertList } from './rate-alert-list.tsx';

const server = setupApiServer();

const ALERT: RateAlert = {
  id: 4,
  condition: 'atOrBelow',
  direction: 'venta',
  rate: '3.7000',
  amountUsd: '1000.00',
  state: 'active',
  confirmed: true,
  lastFiredAt: '2026-11-21T15:00:00.000Z',
  lastFiredRate: '3.6950',
  createdAt: '2026-11-20T15:00:00.000Z',
  calculatorPath: '/crear-orden?divisas=venta&usd=1000.00',
};

describe('RateAlertForm', () => {
  it('sends a customer’s alert with the amount as the wire writes it', async () => {
    let sent: NewRateAlert | null = null;
    server.use(
      mockEndpoint(rateAlertEndpoints.create, async ({ request }) => {
        sent = await request.json();
        return okWithMessage(ALERT, 'Alerta creada.');
      }),
    );
    const created: string[] = [];
    renderWithProviders(<RateAlertForm mode="customer" onCreated={(message) => created.push(message)} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Vender dólares'));
    await user.type(screen.getByLabelText('Tipo de cambio (S/ por dólar)'), '3,80');
    await user.type(screen.getByLabelText('Monto en dólares'), '1,500.50');
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    await waitFor(() => expect(created).toEqual(['Alerta creada.']));
    expect(sent).toEqual({ condition: 'atOrAbove', rate: '3.80', amountUsd: '1500.50' });
    expect(screen.queryByLabelText('Tu correo')).not.toBeInTheDocument();
  });

  it('keeps what was typed and shows the field’s problem before sending anything', async () => {
    renderWithProviders(<RateAlertForm mode="customer" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tipo de cambio (S/ por dólar)'), '37');
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(
      await screen.findByText('Usa un tipo de cambio como 3.742 (hasta cuatro decimales).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ingresa el monto en dólares.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de cambio (S/ por dólar)')).toHaveValue('37');
  });

  it('a visitor gives their email and is told to open the mailed link; a refusal keeps the form', async () => {
    let sent: VisitorRateAlertRequest | null = null;
    server.use(
      mockEndpoint(rateAlertEndpoints.visitorCreate, async ({ request }) => {
        sent = await request.json();
        if (sent.rate === '3.7690')
          return refuse(
            'RATE_ALERT_ALREADY_MET',
            'Hoy ya te vendemos a S/ 3.769: elige un valor más bajo.',
            409,
            {
              fields: { rate: 'Hoy ya te vendemos a S/ 3.769.' },
            },
          );
        return okWithMessage(
          { email: 'ana@correo.pe' },
          'Te enviamos un correo a ana@correo.pe: abre el enlace para activar tu alerta.',
        );
      }),
    );
    renderWithProviders(<RateAlertForm mode="visitor" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tipo de cambio (S/ por dólar)'), '3.7690');
    await user.type(screen.getByLabelText('Monto en dólares'), '200');
    await user.type(screen.getByLabelText('Tu correo'), 'ana@correo.pe');
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(
      await screen.findByText('Hoy ya te vendemos a S/ 3.769: elige un valor más bajo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hoy ya te vendemos a S/ 3.769.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu correo')).toHaveValue('ana@correo.pe');

    await user.clear(screen.getByLabelText('Tipo de cambio (S/ por dólar)'));
    await user.type(screen.getByLabelText('Tipo de cambio (S/ por dólar)'), '3.70');
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(
      await screen.findByText(
        'Te enviamos un correo a ana@correo.pe: abre el enlace para activar tu alerta.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ condition: 'atOrBelow', rate: '3.70', amountUsd: '200', email: 'ana@correo.pe' });
  });
});

describe('RateAlertList', () => {
  it('lists the customer’s alerts and pauses and deletes one', async () => {
    let alerts = [ALERT];
    const calls: string[] = [];
    server.use(
      mockEndpoint(rateAlertEndpoints.list, () => ({ items: alerts })),
      mockEndpoint(rateAlertEndpoints.setState, async ({ request, params }) => {
        const { state } = await request.json();
        calls.push(`state ${params.alertId} ${state}`);
        alerts = alerts.map((alert) => ({ ...alert, state }));
        return alerts[0]!;
      }),
      mockEndpoint(rateAlertEndpoints.remove, ({ params }) => {
        calls.push(`remove ${params.alertId}`);
        alerts = [];
        return { id: Number(params.alertId) };
      }),
    );
    renderWithProviders(<RateAlertList />);
    const user = userEvent.setup();
    expect(await screen.findByText(/Comprar a S\/ 3\.700 o menos/)).toBeInTheDocument();
    expect(screen.getByText(/Último aviso: S\/ 3\.695/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir la calculadora' })).toHaveAttribute(
      'href',
      '/crear-orden?divisas=venta&usd=1000.00',
    );
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
    expect(screen.getByText(/Pausada/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Aún no tienes alertas.')).toBeInTheDocument();
    expect(calls).toEqual(['state 4 paused', 'remove 4']);
  });
});

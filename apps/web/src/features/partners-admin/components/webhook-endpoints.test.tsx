import {
  partnerWebhookEndpoints,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { WebhookEndpoints } from './webhook-endpoints.tsx';

const server = setupApiServer();
afterEach(() => logout());

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const URL = 'https://erp.socio.pe/cambix';

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 31,
    eventId: 'evt_0f3c',
    eventType: 'webhook.test',
    state: 'entregado',
    manual: false,
    sandbox: false,
    attempts: 1,
    createdAt: '2026-12-01T15:00:00.000Z',
    lastAttemptAt: '2026-12-01T15:00:01.000Z',
    responseStatus: 200,
    responseBody: '{"recibido":true}',
    error: null,
    payload: { id: 'evt_0f3c', type: 'webhook.test', data: { endpointId: 7 } },
    ...overrides,
  };
}

describe('the partner’s webhook endpoints (issue 36)', () => {
  it('adds an endpoint with its events, keeping what was typed when refused, and shows its secret once', async () => {
    startSession(sessionFor('Externo'));
    let endpoints: WebhookEndpoint[] = [];
    const asked: WebhookEndpointRequest[] = [];
    server.use(
      mockEndpoint(partnerWebhookEndpoints.list, () => endpoints),
      mockEndpoint(partnerWebhookEndpoints.create, async ({ request }) => {
        const sent = await request.json();
        asked.push(sent);
        if (sent.url.startsWith('http:'))
          return refuse('VALIDATION_FAILED', 'Revisa los datos.', 400, {
            fields: { url: 'Usa una dirección https://.' },
          });
        const created = {
          id: 7,
          url: sent.url,
          events: sent.events,
          createdAt: '2026-12-01T15:00:00.000Z',
          previousSecretExpiresAt: null,
        } as WebhookEndpoint;
        endpoints = [created];
        return { ...created, secret: SECRET };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WebhookEndpoints />);
    expect(await screen.findByText('Aún no tienes endpoints.')).toBeInTheDocument();

    const url = screen.getByRole('textbox', { name: 'URL (https)' });
    await user.type(url, 'http://erp.socio.pe/cambix');
    await user.click(screen.getByRole('checkbox', { name: /Orden creada/ }));
    await user.click(screen.getByRole('button', { name: 'Agregar endpoint' }));
    expect(await screen.findByText('Usa una dirección https://.')).toBeInTheDocument();
    expect(url).toHaveValue('http://erp.socio.pe/cambix');
    expect(screen.getByRole('checkbox', { name: /Orden creada/ })).not.toBeChecked();
    expect(asked[0]!.events).not.toContain('order.created');
    expect(asked[0]!.events).toContain('share.settled');

    await user.clear(url);
    await user.type(url, URL);
    await user.click(screen.getByRole('button', { name: 'Agregar endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Secreto del endpoint' });
    expect(within(dialog).getByTestId('secret-value')).toHaveTextContent(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await screen.findByRole('listitem', { name: URL });
    expect(within(card).queryByText('Orden creada')).toBeNull();
    expect(within(card).getByText('Comisión liquidada')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(url).toHaveValue('');
  });

  it('sends a test, shows the log with the answer, and redelivers an event', async () => {
    startSession(sessionFor('Externo'));
    let log: WebhookDelivery[] = [];
    const redelivered: string[] = [];
    const endpoint: WebhookEndpoint = {
      id: 7,
      url: URL,
      events: ['order.paid'],
      createdAt: '2026-12-01T15:00:00.000Z',
      previousSecretExpiresAt: null,
    };
    server.use(
      mockEndpoint(partnerWebhookEndpoints.list, () => [endpoint]),
      mockEndpoint(partnerWebhookEndpoints.ping, () => {
        log = [delivery()];
        return log[0]!;
      }),
      mockEndpoint(partnerWebhookEndpoints.deliveries, () => ({ items: log, nextCursor: null })),
      mockEndpoint(partnerWebhookEndpoints.redeliver, ({ params }) => {
        redelivered.push(`${params.endpointId}/${params.deliveryId}`);
        const again = delivery({ id: 32, manual: true, state: 'entregado' });
        log = [again, ...log];
        return again;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WebhookEndpoints />);
    const card = await screen.findByRole('listitem', { name: URL });
    await user.click(within(card).getByRole('button', { name: 'Enviar prueba' }));
    const section = await within(card).findByRole('region', { name: 'Entregas' });
    expect(await within(section).findByText('Prueba')).toBeInTheDocument();
    expect(within(section).getByText('Entregado')).toBeInTheDocument();
    expect(within(section).getByText(/HTTP 200 · 1 intento/)).toBeInTheDocument();
    expect(within(section).getByText('{"recibido":true}', { exact: false })).toBeInTheDocument();

    await user.click(within(section).getByText('Prueba'));
    await user.click(within(section).getByRole('button', { name: 'Reenviar' }));
    expect(await within(section).findByText('Reenvío')).toBeInTheDocument();
    expect(redelivered).toEqual(['7/31']);
    expect(within(section).queryByText('Orden de prueba')).toBeNull();
  });

  it('marks the delivery of a sandbox order’s event', async () => {
    startSession(sessionFor('Externo'));
    const endpoint: WebhookEndpoint = {
      id: 7,
      url: URL,
      events: ['order.paid'],
      createdAt: '2026-12-01T15:00:00.000Z',
      previousSecretExpiresAt: null,
    };
    const pretend = delivery({
      eventType: 'order.paid',
      sandbox: true,
      payload: { id: 'evt_0f3c', type: 'order.paid', sandbox: true, data: {} },
    });
    server.use(
      mockEndpoint(partnerWebhookEndpoints.list, () => [endpoint]),
      mockEndpoint(partnerWebhookEndpoints.deliveries, () => ({ items: [pretend], nextCursor: null })),
    );
    const user = userEvent.setup();
    renderWithProviders(<WebhookEndpoints />);
    const card = await screen.findByRole('listitem', { name: URL });
    await user.click(within(card).getByRole('button', { name: 'Ver entregas' }));
    const section = await within(card).findByRole('region', { name: 'Entregas' });
    expect(await within(section).findByText('Orden de prueba')).toBeInTheDocument();
    expect(within(section).getByText('Pago confirmado')).toBeInTheDocument();
  });
});

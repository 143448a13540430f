import { myDataEndpoints, type DataRequest, type MyData } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';
import { MyDataSection } from './my-data-section.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Cliente')));
afterEach(() => logout());

const PATH = '/userDashboard/perfil';
const notices: string[] = [];
const Page = () => <MyDataSection onNotice={(message) => notices.push(message)} />;
const render = () => renderPages(PATH, [{ path: PATH, page: Page, title: 'Mi perfil' }]);

const request = (overrides: Partial<DataRequest> = {}): DataRequest => ({
  id: 7,
  code: 'ARCO-00007',
  kind: 'oposicion',
  text: 'No quiero recibir encuestas.',
  status: 'denegada',
  filedAt: '2026-11-21T15:00:00.000Z',
  dueOn: '2026-12-04',
  answer: 'Las encuestas son parte del servicio.',
  answeredAt: '2026-11-25T15:00:00.000Z',
  ...overrides,
});

describe('Perfil › Mis datos (docs/rules/personal-data.md#mis-datos)', () => {
  it('asks for the export and shows its progress while it is built', async () => {
    let state: MyData = { latestExport: null, requests: [] };
    server.use(
      mockEndpoint(myDataEndpoints.myData, () => state),
      mockEndpoint(myDataEndpoints.requestExport, () => {
        state = {
          ...state,
          latestExport: {
            id: 3,
            status: 'preparando',
            progress: 40,
            requestedAt: '2026-11-21T15:00:00.000Z',
            readyAt: null,
            expiresAt: null,
          },
        };
        return state.latestExport!;
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Preparar mis datos' }));
    expect(await screen.findByText('Preparando tus datos… 40 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance de la preparación' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByRole('button', { name: 'Preparar mis datos' })).not.toBeInTheDocument();
  });

  it('a ready export offers its download until its expiry, shown in Lima time', async () => {
    server.use(
      mockEndpoint(myDataEndpoints.myData, () => ({
        latestExport: {
          id: 3,
          status: 'lista',
          progress: 100,
          requestedAt: '2026-11-21T15:00:00.000Z',
          readyAt: '2026-11-21T15:01:00.000Z',
          expiresAt: '2026-11-24T15:01:00.000Z',
        },
        requests: [],
      })),
    );
    render();
    expect(
      await screen.findByText('Listo. Puedes descargarlo hasta el 24/11/2026 10:01.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar ZIP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Preparar de nuevo' })).toBeInTheDocument();
  });

  it('an expired export says so and offers a new one, without a download', async () => {
    server.use(
      mockEndpoint(myDataEndpoints.myData, () => ({
        latestExport: {
          id: 3,
          status: 'vencida',
          progress: 100,
          requestedAt: '2026-11-21T15:00:00.000Z',
          readyAt: '2026-11-21T15:01:00.000Z',
          expiresAt: '2026-11-24T15:01:00.000Z',
        },
        requests: [],
      })),
    );
    render();
    expect(
      await screen.findByText('El enlace de tu última descarga venció. Prepara una nueva.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preparar de nuevo' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Descargar ZIP' })).not.toBeInTheDocument();
  });

  it('sends a cancellation only after confirming it, and lists the requests with their state and answer', async () => {
    const sent: unknown[] = [];
    let requests: DataRequest[] = [request()];
    server.use(
      mockEndpoint(myDataEndpoints.myData, () => ({ latestExport: null, requests })),
      mockEndpoint(myDataEndpoints.fileRequest, async ({ request: http }) => {
        const body = await http.json();
        sent.push(body);
        const created = request({
          id: 8,
          code: 'ARCO-00008',
          kind: 'cancelacion',
          status: 'pendiente',
          answer: null,
          answeredAt: null,
          text: body.text,
        });
        requests = [created, ...requests];
        return created;
      }),
    );
    render();
    const list = await screen.findByRole('list', { name: 'Mis solicitudes' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Oposición · ARCO-00007');
    expect(within(list).getByText('Denegada')).toBeInTheDocument();
    expect(within(list).getByText('Las encuestas son parte del servicio.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de solicitud' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cancelación: borrar mis datos' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Cuéntanos qué nos pides' }),
      'Borren todos mis datos.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByRole('alert')).toHaveTextContent('no podrás volver a ingresar');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sí, enviar' }));
    expect((await within(list).findByText('ARCO-00008')).closest('li')).toHaveTextContent(
      'Cancelación · ARCO-00008',
    );
    expect(sent).toEqual([{ kind: 'cancelacion', text: 'Borren todos mis datos.' }]);
    expect(notices).toContain('Recibimos tu solicitud. Te responderemos dentro del plazo legal.');
  });

  it('shows the server’s refusal in Spanish', async () => {
    server.use(
      mockEndpoint(myDataEndpoints.myData, () => ({ latestExport: null, requests: [] })),
      mockEndpoint(myDataEndpoints.fileRequest, () =>
        refuse('DATA_REQUEST_OPEN', 'Ya tienes una solicitud de ese tipo en trámite.', 409),
      ),
    );
    render();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Cuéntanos qué nos pides' }),
      'Mi dirección cambió.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Ya tienes una solicitud de ese tipo en trámite.')).toBeInTheDocument();
  });
});

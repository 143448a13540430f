import { authEndpoints, endpoint, referralEndpoints, userEndpoints, withCallers } from '@cambix/contract';
import { callers } from '@cambix/contract/callers';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures.ts';
import { setupApiServer } from '../../test/msw.ts';
import { ApiError, apiCall, apiRequest } from './api-client.ts';
import { mockEndpoint, networkFailure, okWithMessage, rawReply, refuse } from '../../test/mock-endpoint.ts';

const server = setupApiServer();

function captureRequest() {
  const seen: {
    authorization: string | null;
    credentials: string;
    url: string;
    contentType: string | null;
  }[] = [];
  server.use(
    mockEndpoint(userEndpoints.state, ({ request }) => {
      seen.push({
        authorization: request.headers.get('authorization'),
        credentials: request.credentials,
        url: request.url,
        contentType: request.headers.get('content-type'),
      });
      return [{ state: 2 }];
    }),
  );
  return seen;
}

describe('api client: headers (docs/rules/api-and-errors.md#requests)', () => {
  it('sends the application key when no token is stored', async () => {
    const seen = captureRequest();
    await apiCall(userEndpoints.state, { params: { userId: '7' } });
    expect(seen[0]?.authorization).toBe('AppKey cambix-web');
  });

  it('sends the stored token as a bearer, with a stored Bearer prefix stripped', async () => {
    const seen = captureRequest();
    localStorage.setItem('token', 'abc.def.ghi');
    await apiCall(userEndpoints.state, { params: { userId: '7' } });
    localStorage.setItem('token', 'Bearer xyz.123');
    await apiCall(userEndpoints.state, { params: { userId: '7' } });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer abc.def.ghi', 'Bearer xyz.123']);
  });

  it('sends no credentials, fills path params and returns data', async () => {
    const seen = captureRequest();
    const data = await apiCall(userEndpoints.state, { params: { userId: '7' } });
    expect(data).toEqual([{ state: 2 }]);
    expect(seen[0]?.credentials).toBe('omit');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/stateUser/7');
  });

  it('sends JSON bodies and query strings', async () => {
    const { search } = withCallers(
      { search: callers.anyClient() },
      {
        search: endpoint<{
          query: { since?: string; page: number };
          body: { a: number };
          response: string;
        }>('POST', '/api/example'),
      },
    );
    let received: { body: unknown; query: string; type: string | null } | null = null;
    server.use(
      mockEndpoint(search, async ({ request }) => {
        received = {
          body: await request.json(),
          query: new URL(request.url).search,
          type: request.headers.get('content-type'),
        };
        return okWithMessage('done', 'Listo');
      }),
    );
    const result = await apiRequest(search, { query: { page: 2, since: undefined }, body: { a: 1 } });
    expect(result).toEqual({ data: 'done', message: 'Listo' });
    expect(received).toEqual({ body: { a: 1 }, query: '?page=2', type: 'application/json' });
  });
});

describe('api client: errors', () => {
  it('throws the server code, message, status and field messages', async () => {
    server.use(
      mockEndpoint(authEndpoints.register, () =>
        refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 422, {
          fields: {
            email: 'Ya existe una cuenta con este correo.',
            celular: 'El celular tiene 9 dígitos.',
          },
        }),
      ),
    );
    const error = await apiCall(authEndpoints.register, { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Revisa los datos ingresados.',
      status: 422,
      fields: { email: 'Ya existe una cuenta con este correo.', celular: 'El celular tiene 9 dígitos.' },
    });
  });

  it('keeps the server message of a refusal (DOCUMENT_TAKEN)', async () => {
    server.use(
      mockEndpoint(authEndpoints.validateDni, () =>
        refuse('DOCUMENT_TAKEN', 'Documento ya registrado.', 409),
      ),
    );
    await expect(apiCall(authEndpoints.validateDni, { params: { dni: '40000001' } })).rejects.toMatchObject({
      code: 'DOCUMENT_TAKEN',
      message: 'Documento ya registrado.',
      status: 409,
    });
  });

  it('turns a network failure into NETWORK_ERROR with the Spanish text', async () => {
    server.use(mockEndpoint(referralEndpoints.validateCode, () => networkFailure()));
    await expect(
      apiCall(referralEndpoints.validateCode, { params: { code: 'ANA10' } }),
    ).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    });
  });

  it('turns an answer whose body is cut off on the way into NETWORK_ERROR, not a server failure', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"success":true,"da'));
        controller.error(new TypeError('network error'));
      },
    });
    server.use(
      mockEndpoint(referralEndpoints.validateCode, () =>
        rawReply(new Response(cutOff, { status: 200, headers: { 'Content-Type': 'application/json' } })),
      ),
    );
    await expect(
      apiCall(referralEndpoints.validateCode, { params: { code: 'ANA10' } }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('falls back to the Spanish text of INTERNAL for a body that is not the envelope', async () => {
    server.use(
      mockEndpoint(authEndpoints.me, () =>
        rawReply(new Response('<html>Bad gateway</html>', { status: 502 })),
      ),
    );
    await expect(apiCall(authEndpoints.me, { body: { token: 't' } })).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 502,
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
    });
  });

  it("takes a code that is not an error code's shape as INTERNAL (NOT_FOUND on a 404)", async () => {
    server.use(
      mockEndpoint(authEndpoints.me, () =>
        rawReply(Response.json({ success: false, code: 'not a code', message: 'Falló.' }, { status: 500 })),
      ),
      mockEndpoint(authEndpoints.validateDni, () =>
        rawReply(Response.json({ success: false, code: 42, message: 'No está.' }, { status: 404 })),
      ),
    );
    await expect(apiCall(authEndpoints.me, { body: { token: 't' } })).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Falló.',
    });
    await expect(apiCall(authEndpoints.validateDni, { params: { dni: '1' } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('treats an answer with success false as a failure even with status 200', async () => {
    server.use(
      mockEndpoint(authEndpoints.login, () =>
        rawReply(Response.json({ success: false, code: 'AUTH_THROTTLED', message: 'Espera.' })),
      ),
    );
    await expect(apiCall(authEndpoints.login, { body: { dni: 'x', password: 'y' } })).rejects.toMatchObject({
      code: 'AUTH_THROTTLED',
      message: 'Espera.',
    });
  });

  it('still returns the data of a successful login', async () => {
    server.use(mockEndpoint(authEndpoints.login, () => sessionFor('Cliente')));
    await expect(apiCall(authEndpoints.login, { body: { dni: 'x', password: 'y' } })).resolves.toMatchObject({
      token: 'token-Cliente',
    });
  });
});

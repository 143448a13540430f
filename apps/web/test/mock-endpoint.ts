// The one way web tests answer HTTP: a handler built from a contract endpoint, so a changed path, body or
// response shape in the contract fails the typecheck of every test that mocks it (decision 091).
import type {
  BodyOf,
  EndpointEntry,
  ErrorCode,
  FailureEnvelope,
  HttpMethod,
  ParamsOf,
  ResponseOf,
  SuccessEnvelope,
} from '@cambix/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** A reply other than the endpoint's data in the success envelope; `data` ties it to the endpoint's type. */
export class MockReply<T = never> {
  /** Never set: only makes a reply carrying one endpoint's data unfit for another. */
  declare readonly data?: T;
  readonly #response: Response;

  constructor(response: Response) {
    this.#response = response;
  }

  toResponse(): Response {
    return this.#response;
  }
}

type Params<E extends EndpointEntry> = [ParamsOf<E>] extends [undefined]
  ? Record<string, never>
  : ParamsOf<E>;

/** What a mocked endpoint's resolver receives: the request (its JSON body typed as the client sends it). */
export interface MockRequest<E extends EndpointEntry> {
  request: Omit<Request, 'json'> & { json(): Promise<BodyOf<E>> };
  params: Params<E>;
}

/**
 * The endpoint's `data` as the web receives it (the schema's output, sent as JSON), or a `MockReply`.
 * A promise that never settles keeps the request pending.
 */
type MockResolver<E extends EndpointEntry> = (
  info: MockRequest<E>,
) => ResponseOf<E> | MockReply<ResponseOf<E>> | Promise<ResponseOf<E> | MockReply<ResponseOf<E>>>;

const HANDLERS: Record<HttpMethod, typeof http.get> = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/**
 * Answers `endpoint` on any origin. `params` pins path parameters to one value (only that order, that
 * link), as a literal path did; the others match any value.
 */
export function mockEndpoint<E extends EndpointEntry>(
  endpoint: E,
  resolve: NoInfer<MockResolver<E>>,
  { params: pinned = {} }: { params?: Partial<Params<E>> } = {},
): HttpHandler {
  const fixed = pinned as Record<string, string>;
  const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (segment, name: string) =>
    name in fixed ? encodeURIComponent(fixed[name]!) : segment,
  );
  return HANDLERS[endpoint.method](`*${path}`, async ({ request, params }) => {
    const info = { request, params: { ...params, ...fixed } } as unknown as MockRequest<E>;
    const answer = await resolve(info);
    if (answer instanceof MockReply) return answer.toResponse();
    return HttpResponse.json({ success: true, data: answer, message: 'OK' });
  });
}

/** The success envelope with a message the screen shows. */
export function okWithMessage<T>(data: T, message: string): MockReply<T> {
  return new MockReply(HttpResponse.json({ success: true, data, message } satisfies SuccessEnvelope<T>));
}

/** A refusal as the server's error handler sends it. */
export function refuse(
  code: ErrorCode,
  message: string,
  status: number,
  data?: FailureEnvelope['data'],
): MockReply {
  const envelope = { success: false, code, message, ...(data && { data }) } satisfies FailureEnvelope;
  return new MockReply(HttpResponse.json(envelope, { status }));
}

/** The request never reaches a server (offline, DNS, CORS). */
export function networkFailure(): MockReply {
  return new MockReply(HttpResponse.error());
}

/** An answer outside the contract's JSON envelope: a file download, a proxy's error page, a broken body. */
export function rawReply(response: Response): MockReply {
  return new MockReply(response);
}

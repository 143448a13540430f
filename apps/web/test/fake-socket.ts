// A stand-in for socket.io-client in unit tests (the real socket path is covered by the API and e2e tests).
type Handler = (...args: unknown[]) => void;

export class FakeSocket {
  auth: Record<string, unknown> = {};
  connected = false;
  active = false;
  readonly options: Record<string, unknown>;
  readonly connects: string[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(options: Record<string, unknown>) {
    this.options = options;
  }

  on(event: string, handler: Handler): this {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }

  connect(): this {
    this.active = true;
    this.connects.push(String(this.auth.token));
    return this;
  }

  disconnect(): this {
    const was = this.connected;
    this.active = false;
    this.connected = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The server accepted the handshake. */
  acceptConnection(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** The server sent an event. */
  serverSends(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  listenerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }
}

export const fakeSockets: FakeSocket[] = [];

export function fakeIo(options: Record<string, unknown>): FakeSocket {
  const socket = new FakeSocket(options);
  fakeSockets.push(socket);
  return socket;
}

export const lastFakeSocket = (): FakeSocket => {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('No socket was made');
  return socket;
};

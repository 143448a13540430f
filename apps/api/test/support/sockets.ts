import type { AddressInfo } from 'node:net';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@cambix/contract';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from './test-app.ts';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free port; the address to connect sockets to. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const outcomes = new WeakMap<Client, Promise<string>>();

/** A socket, listened to from the start so no handshake result is missed while the test awaits. */
export function openSocket(url: string, token: string | undefined, opened?: Client[]): Client {
  const socket: Client = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  outcomes.set(
    socket,
    new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) =>
        resolve((error as Error & { data?: { code?: string } }).data?.code ?? error.message),
      );
    }),
  );
  opened?.push(socket);
  return socket;
}

/** 'connected', or the refusal's code. */
export const outcome = (socket: Client): Promise<string> => outcomes.get(socket)!;

/** The next payload of a server event, or null when none comes in time. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: Client,
  event: E,
  timeoutMs = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0] | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, handler as never);
      resolve(null);
    }, timeoutMs);
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, handler as never);
  });
}

export const tokenOf = (headers: { authorization: string }): string =>
  headers.authorization.replace('Bearer ', '');

/**
 * Two app instances on one Redis (`TEST_REDIS_URL`), as behind a load balancer; closed after `run`. With
 * `oneDatabase`, B runs on A's database, so a user made or signed in on one is known to the other.
 */
export async function withTwoInstances(
  run: (a: TestApp, b: TestApp) => Promise<void>,
  { oneDatabase = false } = {},
): Promise<void> {
  const redisA = new Redis(process.env.TEST_REDIS_URL!);
  const redisB = new Redis(process.env.TEST_REDIS_URL!);
  const a = await buildTestApp({ redis: redisA });
  const b = await buildTestApp({ redis: redisB, ...(oneDatabase ? { database: a.database } : {}) });
  try {
    await run(a, b);
  } finally {
    await b.close();
    await a.close();
    await redisA.quit();
    await redisB.quit();
  }
}

import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  roleNameOf,
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type StaffModule,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppContext } from '../context.ts';
import { channelFor, closeRedis, publisherOf, subscriberOf } from '../redis.ts';
import { users } from '../db/schema/index.ts';
import { isStaff, viewableModules } from '../http/access.ts';
import { MODULE_ROOMS, moduleRoom, STAFF_ROOM, userRoom } from './rooms.ts';
import { authenticateSockets, type SocketData } from './socket-auth.ts';
import { forgetSocketModules } from './socket-modules.ts';

type Events = ServerToClientEvents;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sockets of this instance (issue 6 emits notifications through it). */
    realtime: Realtime;
  }
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<never, never>,
  SocketData
>;

/** What use cases' relays are given: typed emits to rooms, delivered once across instances. */
export interface Realtime {
  io: RealtimeServer;
  toStaff<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void;
  /** To staff who may view any of the modules (once per socket, whatever the number of rooms it is in). */
  toModules<E extends keyof Events>(
    modules: readonly StaffModule[],
    event: E,
    ...args: Parameters<Events[E]>
  ): void;
  toUser<E extends keyof Events>(userId: number, event: E, ...args: Parameters<Events[E]>): void;
  /** One emit to several users' rooms: a socket in two of them still hears it once. */
  toUsers<E extends keyof Events>(userIds: number[], event: E, ...args: Parameters<Events[E]>): void;
  /** To every socket of every instance, signed in or not (only what anyone may read: the rates). */
  toEveryone<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void;
  /** Ends every socket of this instance; call before the HTTP server closes, or it waits on them. */
  disconnectAll(): void;
  /** Stops relaying between instances (after `disconnectAll`). */
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's own HTTP server (architecture.md), websocket transport only. With Redis the
 * adapter relays every emit to the other instances, each of which delivers it to its own sockets.
 */
export function attachRealtime(
  server: HttpServer,
  ctx: AppContext,
  options: { redis?: Redis | undefined } = {},
): Realtime {
  // The adapter never awaits its Redis calls: these connections keep an outage from ending the process.
  const publisher = options.redis ? publisherOf(options.redis) : undefined;
  const subscriber = options.redis ? subscriberOf(options.redis) : undefined;
  const io: RealtimeServer = new Server(server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    cors: ctx.config.corsOrigins.length > 0 ? { origin: ctx.config.corsOrigins } : undefined,
    ...(publisher && subscriber
      ? { adapter: createAdapter(publisher, subscriber, { key: channelFor(publisher, 'cambix:socket') }) }
      : {}),
  });

  io.use(authenticateSockets(ctx));
  io.on('connection', (socket) => {
    const { principal, modules } = socket.data;
    if (!principal) return;
    const rooms = [userRoom(principal.userId)];
    if (isStaff(principal)) rooms.push(STAFF_ROOM, ...modules.map(moduleRoom));
    void socket.join(rooms);
  });
  const stopRevoking = ctx.events.subscribe(async (event) => {
    if (event.type === 'user.sessions-revoked' || event.type === 'user.permissions-changed') {
      await forgetSocketModules(ctx, event.userId);
    }
    if (event.type === 'user.sessions-revoked') await endStaleSockets(ctx, io, event.userId);
    if (event.type === 'user.permissions-changed') await followGrants(ctx, io, event.userId);
    if (event.type === 'user.session-ended') await endSessionSockets(io, event.userId, event.sessionId);
  });

  return {
    io,
    toStaff: (event, ...args) => io.to(STAFF_ROOM).emit(event, ...args),
    toModules: (modules, event, ...args) => {
      if (modules.length > 0) io.to(modules.map(moduleRoom)).emit(event, ...args);
    },
    toUser: (userId, event, ...args) => io.to(userRoom(userId)).emit(event, ...args),
    toUsers: (userIds, event, ...args) => {
      if (userIds.length > 0) io.to(userIds.map(userRoom)).emit(event, ...args);
    },
    toEveryone: (event, ...args) => io.emit(event, ...args),
    disconnectAll() {
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      stopRevoking();
      await io.of('/').adapter.close();
      if (subscriber) await closeRedis(subscriber);
      if (publisher) await closeRedis(publisher);
    },
  };
}

/**
 * Ends, on every instance, the user's sockets opened with a token older than their current version (or
 * all of them once the user is gone); a socket already opened with the new token stays.
 */
async function endStaleSockets(ctx: AppContext, io: RealtimeServer, userId: number): Promise<void> {
  const [user] = await ctx.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  // While Redis is down the other instances cannot be asked; this one still ends its own sockets.
  const sockets = await io
    .in(userRoom(userId))
    .fetchSockets()
    .catch(() => io.in(userRoom(userId)).local.fetchSockets());
  for (const socket of sockets) {
    if (!user || socket.data.tokenVersion !== user.tokenVersion) socket.disconnect(true);
  }
}

/** Moves the user's sockets, on every instance, into the rooms of the modules they may view now. */
async function followGrants(ctx: AppContext, io: RealtimeServer, userId: number): Promise<void> {
  const [user] = await ctx.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  const role = user ? roleNameOf(user.roleId) : null;
  const modules = role ? await viewableModules(ctx, { userId, role }) : [];
  const sockets = io.in(userRoom(userId));
  sockets.socketsLeave([...MODULE_ROOMS]);
  if (modules.length > 0) sockets.socketsJoin(modules.map(moduleRoom));
}

/** Ends, on every instance, the sockets opened with a token of this session (logout). */
async function endSessionSockets(io: RealtimeServer, userId: number, sessionId: string): Promise<void> {
  for (const socket of await io.in(userRoom(userId)).fetchSockets()) {
    if (socket.data.principal?.sessionId === sessionId) socket.disconnect(true);
  }
}

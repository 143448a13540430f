import type { Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { StaffModule } from '@cambix/contract';
import { authenticateToken, type Principal } from '../http/access.ts';
import { socketModules } from './socket-modules.ts';

/** What the server keeps on each socket. */
export interface SocketData {
  /** Null for an anonymous listener: it joins no room and only hears what goes to everyone (rates). */
  principal: Principal | null;
  /** The token's version: a socket older than the user's current one is ended (`user.sessions-revoked`). */
  tokenVersion: number;
  /** The modules the user may view when the socket opened (kept current by `user.permissions-changed`). */
  modules: StaffModule[];
}

/** A refused handshake: the client's `connect_error` carries the code in `data`. */
class HandshakeRefused extends Error {
  readonly data: { code: string };

  constructor(code: string, message: string) {
    super(message);
    this.data = { code };
  }
}

/**
 * The handshake's `auth.token` is checked exactly as a bearer token (signature, expiry, token version,
 * blocked account, no order-link session), before the socket joins any room. A handshake without a token
 * is an anonymous listener (a calculator before sign-in: docs/rules/exchange.md#rates); a token that
 * does not pass is refused, never downgraded to anonymous.
 */
export function authenticateSockets(ctx: AppContext) {
  return (socket: Socket, next: (error?: Error) => void): void => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const token: unknown = auth?.token;
    if (token === undefined || token === null) {
      const data = socket.data as SocketData;
      data.principal = null;
      data.tokenVersion = 0;
      data.modules = [];
      next();
      return;
    }
    if (typeof token !== 'string' || token === '') {
      next(new HandshakeRefused('AUTH_REQUIRED', 'AUTH_REQUIRED'));
      return;
    }
    authenticateToken(ctx, token)
      .then(async ({ principal, tokenVersion }) => {
        // A session bound to an order link finishes one order over HTTP; it listens to nothing (decision 070).
        if (principal.link) throw new AppError('LINK_SESSION_OUT_OF_SCOPE');
        const data = socket.data as SocketData;
        data.principal = principal;
        data.tokenVersion = tokenVersion;
        data.modules = await socketModules(ctx, principal);
        next();
      })
      .catch((error: unknown) => {
        const code = error instanceof AppError ? error.code : 'AUTH_TOKEN_INVALID';
        next(new HandshakeRefused(code, code));
      });
  };
}

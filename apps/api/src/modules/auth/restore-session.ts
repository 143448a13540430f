import type { Session } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { principalFromToken } from '../../platform/http/access.ts';
import { buildSession, findUserById } from './session.ts';

/**
 * `auth/me`: the user behind a token that still stands, with a fresh token of the same session, ending
 * when it does (a session from an order link keeps its link and ends with it).
 */
export async function restoreSession(ctx: AppContext, token: string): Promise<Session> {
  const principal = await principalFromToken(ctx, token);
  const user = await findUserById(ctx.db, principal.userId);
  if (!user) throw new AppError('AUTH_TOKEN_INVALID');
  return buildSession(ctx, user, principal);
}

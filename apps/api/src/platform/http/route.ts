import { UNSAFE_TEXT_MESSAGE, unsafeTextPath, type Endpoint } from '@cambix/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { checkAccess, type KeyCheck, type Principal } from './access.ts';
import { fieldsOf, success } from './envelope.ts';
import { countedPerAccount } from './rate-limit-key.ts';
import { assertLinkOrder, type LinkSessionRule } from './link-session.ts';
import { PreparedAnswer } from './prepared-answer.ts';
import { assertStepUp } from './step-up.ts';
import { assertConsentsCurrent } from './consent-gate.ts';
import { noteSessionSeen } from '../security/session-last-seen.ts';

/** The schemas a request is parsed with. */
export interface RequestSchemas {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
}

export interface RouteSchemas extends RequestSchemas {
  response: ZodType;
}

type Parsed<S extends ZodType | undefined> = S extends ZodType ? z.output<S> : undefined;

export interface ParsedInput<S extends RequestSchemas> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
}

export interface HandlerInput<S extends RequestSchemas> extends ParsedInput<S> {
  /** The caller, when signed in; `actor()` when the route requires one. */
  principal: Principal | null;
  actor(): Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler's answer with a message for the envelope (otherwise the message is empty). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export function withMessage<T>(data: T, message: string): Answer<T> {
  return new Answer(data, message);
}

type Output<S extends RouteSchemas> = z.input<S['response']>;

/** What a route adds to its endpoint; who may call it and whether it asks for step-up are the endpoint's. */
export interface RouteAdditions<S extends RequestSchemas> {
  /**
   * Never here: who may call a route, and whether it asks for the second factor again, are its contract
   * endpoint's `callers` (decision 138), so the route and the contract cannot differ.
   */
  access?: never;
  stepUp?: never;
  /** How the request's key is checked, for an endpoint whose callers hold an API key (and only there). */
  checkKey?: KeyCheck;
  /** Sessions an order link handed over may call the route (decision 070); refused when absent. */
  linkSession?: LinkSessionRule<ParsedInput<S>>;
  /**
   * A limit, e.g. `{ max: 10, timeWindow: '1 minute' }`: per account where only a session opens the route, per
   * address elsewhere (rate-limit-key.ts); `keyGenerator` counts per something else.
   */
  rateLimit?: {
    max: number;
    timeWindow: string;
    keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
  };
}

export interface RouteOptions<S extends RouteSchemas> extends RouteAdditions<S> {
  /** For handlers answering a `PreparedAnswer`: how long browsers may keep it before revalidating. */
  cacheSeconds?: number;
  handler(
    input: HandlerInput<S>,
  ): Promise<Output<S> | Answer<Output<S>> | PreparedAnswer<z.output<S['response']>>>;
}

function parsePart(schema: ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  // One door for every request: no NUL or lone surrogate reaches a schema, a query or the log.
  const unsafe = unsafeTextPath(value);
  if (unsafe !== null) throw new AppError('VALIDATION_FAILED', { fields: { [unsafe]: UNSAFE_TEXT_MESSAGE } });
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(result.error) });
  return result.data;
}

/** The route's config: its contract endpoint (who may call it), and the link sessions and limit it adds. */
export function routeConfig(
  endpoint: Endpoint,
  {
    checkKey,
    linkSession,
    rateLimit,
  }: Pick<RouteAdditions<never>, 'checkKey' | 'linkSession' | 'rateLimit'> = {},
) {
  // A key check belongs exactly where the callers hold an API key: refused at start-up either way.
  if ((endpoint.callers.access.kind === 'apiKey') !== (checkKey !== undefined))
    throw new Error(
      `${endpoint.method} ${endpoint.path}: a key check goes with an apiKey rule, and only there`,
    );
  return {
    endpoint,
    ...(linkSession ? { linkSession } : {}),
    ...(rateLimit ? { rateLimit } : {}),
  };
}

/**
 * The one door of every route: checks the endpoint's access rule (its contract callers), parses params,
 * query and body with the given schemas, holds a link-bound session to its link's own order where the
 * route acts on one, and asks for step-up where the endpoint's callers do (after the input parses).
 */
export async function prepareInput<S extends RequestSchemas>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: Endpoint,
  schemas: S,
  { checkKey, linkSession }: Pick<RouteAdditions<S>, 'checkKey' | 'linkSession'> = {},
): Promise<HandlerInput<S>> {
  const principal = await checkAccess(ctx, request, endpoint.callers.access, {
    checkKey,
    linkSessions: linkSession,
  });
  if (principal) {
    await noteSessionSeen(ctx, principal, request);
    await assertConsentsCurrent(ctx, principal, endpoint.callers);
  }
  const parsed: ParsedInput<S> = {
    params: parsePart(schemas.params, request.params) as Parsed<S['params']>,
    query: parsePart(schemas.query, request.query) as Parsed<S['query']>,
    body: parsePart(schemas.body, request.body) as Parsed<S['body']>,
  };
  if (principal?.link && linkSession?.order) {
    await assertLinkOrder(ctx.db, principal.link, linkSession.order(parsed));
  }
  if (endpoint.callers.stepUp) await assertStepUp(ctx, principal);
  return {
    ...parsed,
    principal,
    actor() {
      if (!principal) throw new AppError('AUTH_REQUIRED');
      return principal;
    },
    request,
    reply,
  };
}

/**
 * Registers one contract endpoint: checks who may call it as its contract callers say, parses params,
 * query and body with the contract's schemas, and sends the handler's data through the response schema
 * (unknown fields never leave).
 */
export function defineRoute<S extends RouteSchemas>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: Endpoint,
  schemas: S,
  options: RouteOptions<S>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: routeConfig(endpoint, {
      ...options,
      rateLimit: countedPerAccount(ctx, endpoint, options.rateLimit),
    }),
    async handler(request, reply) {
      const input = await prepareInput(ctx, request, reply, endpoint, schemas, options);
      const result = await options.handler(input);
      if (result instanceof PreparedAnswer) return result.send(request, reply, options.cacheSeconds ?? 0);
      const answer = result instanceof Answer ? result : new Answer(result, '');
      const data = schemas.response.safeParse(answer.data);
      // What we answer is ours to get right: a mismatch is our error (500, logged), not the caller's (400).
      if (!data.success)
        throw new Error(`${endpoint.method} ${endpoint.path}: the answer does not fit its schema`, {
          cause: data.error,
        });
      return reply.send(success(data.data, answer.message));
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route serves: every /api route has one (app.ts refuses it otherwise). */
    endpoint?: Endpoint;
    linkSession?: LinkSessionRule<never>;
  }
}

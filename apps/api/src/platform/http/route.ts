import { UNSAFE_TEXT_MESSAGE, unsafeTextPath, type Endpoint } from '@cambix/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { checkAccess, type Access, type Principal } from './access.ts';
import { fieldsOf, success } from './envelope.ts';
import { assertLinkOrder, type LinkSessionRule } from './link-session.ts';
import { PreparedAnswer } from './prepared-answer.ts';
import { assertStepUp } from './step-up.ts';
import { noteSessionSeen } from '../security/session-last-seen.ts';

export interface RouteSchemas {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  response: ZodType;
}

type Parsed<S extends ZodType | undefined> = S extends ZodType ? z.output<S> : undefined;

export interface ParsedInput<S extends RouteSchemas> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
}

export interface HandlerInput<S extends RouteSchemas> extends ParsedInput<S> {
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

export interface RouteOptions<S extends RouteSchemas> {
  access: Access;
  /** Sessions an order link handed over may call the route (decision 070); refused when absent. */
  linkSession?: LinkSessionRule<ParsedInput<S>>;
  /** Per-IP limit, e.g. `{ max: 10, timeWindow: '1 minute' }`; `keyGenerator` counts per something else. */
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string };
  /**
   * A sensitive action (issue 30): the caller's session must have proved a second factor recently, else
   * `STEP_UP_REQUIRED` and the web asks for it and sends the request again. Checked after the input parses.
   */
  stepUp?: boolean;
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

/**
 * Checks the access rule, then parses params, query and body with the endpoint's schemas; a link-bound
 * session must name its link's own order where the route acts on one.
 */
export async function prepareInput<S extends RouteSchemas>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  schemas: S,
  rule: Access,
  linkSession?: LinkSessionRule<ParsedInput<S>>,
): Promise<HandlerInput<S>> {
  const principal = await checkAccess(ctx, request, rule, linkSession);
  if (principal) await noteSessionSeen(ctx, principal, request);
  const parsed: ParsedInput<S> = {
    params: parsePart(schemas.params, request.params) as Parsed<S['params']>,
    query: parsePart(schemas.query, request.query) as Parsed<S['query']>,
    body: parsePart(schemas.body, request.body) as Parsed<S['body']>,
  };
  if (principal?.link && linkSession?.order) {
    await assertLinkOrder(ctx.db, principal.link, linkSession.order(parsed));
  }
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
 * Registers one contract endpoint: checks access, parses params, query and body with the contract's
 * schemas, and sends the handler's data through the response schema (unknown fields never leave).
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
    config: {
      access: options.access,
      ...(options.linkSession ? { linkSession: options.linkSession } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.stepUp ? { stepUp: true } : {}),
    },
    async handler(request, reply) {
      const input = await prepareInput(ctx, request, reply, schemas, options.access, options.linkSession);
      if (options.stepUp) await assertStepUp(ctx, input.principal);
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
    access?: Access;
    linkSession?: LinkSessionRule<never>;
    stepUp?: boolean;
  }
}

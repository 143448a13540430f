import type { ZodType } from 'zod';
import type { Callers } from './callers.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What travels in each part of a request, and the `data` of a successful envelope. */
export interface EndpointShape {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  response: unknown;
}

/**
 * An endpoint is plain data (method and path) carrying its shape as a type only, so the web app can
 * call it without shipping a validator; the zod schemas live beside it in `schemas.ts`.
 */
export interface EndpointEntry<S extends EndpointShape = EndpointShape> {
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/stateUser/:userId`. */
  readonly path: string;
  readonly multipart?: boolean;
  /** Phantom field: never set at run time. */
  readonly shape?: S;
}

/**
 * An endpoint of the contract with who may call it (its group's `callers.ts`, decision 138): the server's
 * route reads its access and step-up from here, and so does the web.
 */
export interface Endpoint<S extends EndpointShape = EndpointShape> extends EndpointEntry<S> {
  readonly callers: Callers;
}

export function endpoint<S extends EndpointShape>(
  method: HttpMethod,
  path: string,
  options: { multipart?: boolean } = {},
): EndpointEntry<S> {
  return { method, path, ...options };
}

type WithCallers<G> = { readonly [K in keyof G]: G[K] & { readonly callers: Callers } };

/**
 * A group of endpoints, each given its callers: a table that misses an endpoint of the group, or names one
 * the group does not have, does not compile.
 */
export function withCallers<
  T extends Readonly<Record<string, Callers>>,
  G extends Readonly<Record<keyof T, EndpointEntry>>,
>(table: T, entries: G & Readonly<Record<Exclude<keyof G, keyof T>, never>>): WithCallers<G> {
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [key, { ...entry, callers: table[key] }]),
  ) as WithCallers<G>;
}

export type ShapeOf<E> = E extends EndpointEntry<infer S> ? S : never;
export type ResponseOf<E> = ShapeOf<E>['response'];
export type ParamsOf<E> = ShapeOf<E> extends { params: infer P } ? P : undefined;
export type QueryOf<E> = ShapeOf<E> extends { query: infer Q } ? Q : undefined;
export type BodyOf<E> = ShapeOf<E> extends { body: infer B } ? B : undefined;

// Request parts are bound by the schema's input (what a client sends), the response by its output.
type SchemaFor<S extends EndpointShape> = { response: ZodType<S['response']> } & (S extends {
  params: infer P;
}
  ? { params: ZodType<unknown, P> }
  : { params?: never }) &
  (S extends { query: infer Q } ? { query: ZodType<unknown, Q> } : { query?: never }) &
  (S extends { body: infer B } ? { body: ZodType<unknown, B> } : { body?: never });

/** The schemas of a group of endpoints; `satisfies` this to bind each schema to its endpoint's types. */
export type EndpointSchemas<G extends Record<string, EndpointEntry>> = {
  [K in keyof G]: SchemaFor<ShapeOf<G[K]>>;
};

/** Fills `:name` segments of an endpoint path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

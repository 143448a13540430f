import { manualMovementEndpoints } from '@cambix/contract';
import { callers } from '@cambix/contract/callers';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { servedEndpoint } from './served-endpoint.ts';

const approve = manualMovementEndpoints.approve;
const route = (endpoint: unknown, method = approve.method): RouteOptions =>
  ({ method, url: approve.path, config: { endpoint }, handler: async () => null }) as RouteOptions;

describe('the endpoint a route serves (decision 138)', () => {
  it('is the contract endpoint itself, callers and all', () => {
    expect(servedEndpoint(route(approve), approve.path)).toBe(approve);
  });

  it('refuses a route without one, or with another method or path', () => {
    expect(() => servedEndpoint(route(undefined), approve.path)).toThrow(/serves no contract endpoint/);
    expect(() => servedEndpoint(route(approve, 'PUT'), approve.path)).toThrow(/serves no contract endpoint/);
    expect(() => servedEndpoint(route(approve), '/api/otra')).toThrow(/serves no contract endpoint/);
  });

  it('refuses a copy of the contract endpoint carrying callers of its own', () => {
    const looser = { ...approve, callers: callers.staff('egreso', 'view') };
    expect(() => servedEndpoint(route(looser), approve.path)).toThrow(/a copy of its contract endpoint/);
  });
});

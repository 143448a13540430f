import type { Endpoint } from '@cambix/contract';
import { ENDPOINT_GROUPS } from '@cambix/contract/callers';
import type { RouteOptions } from 'fastify';

const CONTRACT = new Map(
  Object.values(ENDPOINT_GROUPS)
    .flatMap((group) => Object.values(group))
    .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);

/**
 * The contract endpoint an /api route serves, refused at start-up when it has none, or when it stands in
 * for a contract endpoint with callers of its own: who may call a route is its endpoint's (decision 138).
 * Endpoints the contract lacks are for test apps; the authorization matrix keeps them out of the real one.
 */
export function servedEndpoint(route: RouteOptions, url: string): Endpoint {
  const endpoint = route.config?.endpoint;
  // Fastify adds a HEAD route beside each GET.
  const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
  if (!endpoint || endpoint.path !== url || !methods.includes(endpoint.method))
    throw new Error(`Route ${route.method} ${url} serves no contract endpoint`);
  const declared = CONTRACT.get(`${endpoint.method} ${endpoint.path}`);
  if (declared && declared !== endpoint)
    throw new Error(`Route ${route.method} ${url} serves a copy of its contract endpoint`);
  return endpoint;
}

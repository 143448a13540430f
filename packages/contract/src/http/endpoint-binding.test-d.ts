// Type-level test: run by `tsc`, it fails the typecheck if schemas stop being bound to their endpoints.
import { z } from 'zod';
import { endpoint, type EndpointSchemas } from './endpoint.ts';
const _endpoints = { a: endpoint<{ body: { x: string }; response: { y: number } }>('POST', '/a') };
export const wrongBody = {
  // @ts-expect-error body input is a number, the endpoint says string
  a: { body: z.object({ x: z.number() }), response: z.object({ y: z.number() }) },
} satisfies EndpointSchemas<typeof _endpoints>;
export const wrongResponse = {
  // @ts-expect-error response output is a string, the endpoint says number
  a: { body: z.object({ x: z.string() }), response: z.object({ y: z.string() }) },
} satisfies EndpointSchemas<typeof _endpoints>;
export const right = {
  a: { body: z.object({ x: z.string() }), response: z.object({ y: z.number() }) },
} satisfies EndpointSchemas<typeof _endpoints>;

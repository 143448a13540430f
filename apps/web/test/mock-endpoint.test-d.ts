// Type-level test: run by `tsc`, it fails the typecheck if a mocked answer stops being bound to its endpoint.
import { endpoint } from '@cambix/contract';
import { mockEndpoint, okWithMessage, refuse } from './mock-endpoint.ts';

const quote = endpoint<{ params: { code: string }; body: { amount: string }; response: { rate: string } }>(
  'POST',
  '/api/example/:code',
);

export const right = [
  mockEndpoint(quote, () => ({ rate: '3.75' })),
  mockEndpoint(quote, async ({ request, params }) => {
    const body: { amount: string } = await request.json();
    return { rate: `${params.code}:${body.amount}` };
  }),
  mockEndpoint(quote, () => okWithMessage({ rate: '3.75' }, 'Listo')),
  mockEndpoint(quote, () => refuse('NOT_FOUND', 'No existe.', 404)),
  mockEndpoint(quote, () => ({ rate: '3.75' }), { params: { code: 'K7M2QX9P' } }),
];

export const wrong = [
  // @ts-expect-error the endpoint answers a string rate
  mockEndpoint(quote, () => ({ rate: 3.75 })),
  // @ts-expect-error the rate is missing
  mockEndpoint(quote, () => ({ fee: '1.00' })),
  // @ts-expect-error a message does not loosen the data's type
  mockEndpoint(quote, () => okWithMessage({ rate: 3.75 }, 'Listo')),
  // @ts-expect-error the path has no :id
  mockEndpoint(quote, ({ params }) => ({ rate: params.id })),
  // @ts-expect-error the body's amount is a string
  mockEndpoint(quote, async ({ request }) => ({ rate: (await request.json()).amount.toFixed(2) })),
  // @ts-expect-error refusals carry a code of the contract
  mockEndpoint(quote, () => refuse('NOPE', 'No.', 400)),
  // @ts-expect-error only the path's parameters can be pinned
  mockEndpoint(quote, () => ({ rate: '3.75' }), { params: { id: '7' } }),
];

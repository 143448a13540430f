// A partner's integration, written as their developer would against the client openapi-typescript generates
// from the served document: generated-client.test.ts writes `schema.ts` beside a copy of this file, type-checks
// both strictly, then runs `run` against the real server. Kept out of the project's own typecheck and lint:
// `schema.ts` exists only there.
import type createClient from 'openapi-fetch';
import type { components, paths } from './schema.ts';

type OrderRequest = components['schemas']['OrderRequest'];
type Order = components['schemas']['Order'];

/** Every operation of the API, in the order a partner meets them; answers what each step saw. */
export async function run(
  create: typeof createClient,
  baseUrl: string,
  key: string,
  testKey: string,
  order: OrderRequest,
  idempotencyKey: string,
) {
  const client = create<paths>({ baseUrl, headers: { authorization: `Bearer ${key}` } });

  const banks = await client.GET('/api/partner-api/v1/banks');
  if (!banks.data) throw new Error('banks refused');
  const bankIds: number[] = banks.data.data.map((bank) => bank.id);

  // @ts-expect-error: the amount is required, and the generated client knows it
  await client.POST('/api/partner-api/v1/quotes', { body: { paymentBankId: order.paymentBankId } });
  const quote = await client.POST('/api/partner-api/v1/quotes', {
    body: { paymentBankId: order.paymentBankId, sendAmount: order.sendAmount },
  });
  if (!quote.data) throw new Error('quote refused');
  const quotedFee: string = quote.data.data.finalFee;

  const created = await client.POST('/api/partner-api/v1/orders', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: order,
  });
  if (!created.data) throw new Error('create refused');
  const made: Order = created.data.data;
  // Required fields read without a check: a document that lost `required` fails to compile here.
  const linkState: 'activa' | 'usada' | 'vencida' = made.link.state;
  const status: 0 | 1 | 2 | 3 | 4 | 5 = made.status;
  const factura: { ruc: string; razonSocial: string } | null = made.factura;

  const read = await client.GET('/api/partner-api/v1/orders/{code}', {
    params: { path: { code: made.code } },
  });
  const listed = await client.GET('/api/partner-api/v1/orders', {
    params: { query: { limit: 10, documentNumber: order.client.documentNumber } },
  });
  const nextCursor: string | null | undefined = listed.data?.data.nextCursor;

  const endpoints = await client.GET('/api/partner-api/v1/webhook-endpoints');
  const endpointId = endpoints.data?.data[0]?.id;
  if (endpointId === undefined) throw new Error('no webhook endpoint');
  const ping = await client.POST('/api/partner-api/v1/webhook-endpoints/{endpointId}/test', {
    params: { path: { endpointId } },
  });
  const deliveries = await client.GET('/api/partner-api/v1/webhook-endpoints/{endpointId}/deliveries', {
    params: { path: { endpointId } },
  });
  const deliveryId = deliveries.data?.data.items[0]?.id;
  if (deliveryId === undefined) throw new Error('no delivery');
  const redelivered = await client.POST(
    '/api/partner-api/v1/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/redeliver',
    { params: { path: { endpointId, deliveryId } } },
  );

  const cancelled = await client.POST('/api/partner-api/v1/orders/{code}/cancel', {
    params: { path: { code: made.code } },
  });
  const refused = await client.GET('/api/partner-api/v1/orders/{code}', {
    params: { path: { code: 'ZZZZZZZZ' } },
  });

  // The sandbox: the same operations with a test key, and its orders moved by `simulate`.
  const liveMove = await client.POST('/api/partner-api/v1/orders/{code}/simulate', {
    params: { path: { code: made.code } },
    body: { action: 'pay' },
  });
  const sandbox = create<paths>({ baseUrl, headers: { authorization: `Bearer ${testKey}` } });
  const pretend = await sandbox.POST('/api/partner-api/v1/orders', {
    params: { header: { 'Idempotency-Key': `${idempotencyKey}-test` } },
    body: order,
  });
  if (!pretend.data) throw new Error('sandbox create refused');
  const sandboxStatuses: number[] = [];
  for (const action of ['finalize', 'pay', 'pay_out'] as const) {
    const moved = await sandbox.POST('/api/partner-api/v1/orders/{code}/simulate', {
      params: { path: { code: pretend.data.data.code } },
      body: { action },
    });
    if (!moved.data) throw new Error(`simulate ${action} refused`);
    sandboxStatuses.push(moved.data.data.status);
  }

  return {
    bankIds,
    quotedFee,
    createdFee: made.finalFee,
    linkState,
    status,
    factura,
    sandboxFactura: pretend.data.data.factura,
    readCode: read.data?.data.code,
    listedCodes: listed.data?.data.items.map((item) => item.code),
    nextCursor,
    pingType: ping.data?.data.eventType,
    redeliveredEvent: redelivered.data?.data.eventId,
    pingEvent: ping.data?.data.eventId,
    cancelledLink: cancelled.data?.data.link.state,
    refusedCode: refused.error?.code,
    liveMoveCode: liveMove.error?.code,
    sandboxStatuses,
  };
}

// A partner's webhook receiver on this machine: it records every post and answers what the test says.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEndpointWithSecret, WebhookEventType } from '@cambix/contract';
import { Webhook } from 'standardwebhooks';
import { expect, vi } from 'vitest';
import { body, type TestApp } from './test-app.ts';

export interface ReceivedPost {
  /** The path and query it was posted to: which endpoint. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedPost[];
  /** What the next posts are answered: status and body. */
  answer: { status: number; body: string };
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/cambix'): Promise<WebhookReceiver> {
  const receiver = {
    received: [] as ReceivedPost[],
    answer: { status: 200, body: '{"ok":true}' },
  };
  const server = http.createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      receiver.received.push({ path: request.url ?? '', headers: request.headers, body: data });
      response.writeHead(receiver.answer.status, { 'content-type': 'application/json' });
      response.end(receiver.answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A new endpoint of the signed-in partner's user, with the events it wants. */
export async function addEndpoint(
  t: TestApp,
  headers: Record<string, string>,
  url: string,
  events: WebhookEventType[],
): Promise<WebhookEndpointWithSecret> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/partner/webhook-endpoints',
    headers,
    payload: { url, events },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<WebhookEndpointWithSecret>(response).data;
}

/**
 * Verifies a post with the Standard Webhooks reference library, as a partner's receiver would, at `now`
 * (the library reads the time from `Date`). Answers the body it parsed; throws as the library does.
 */
export function verifyPost(secret: string, post: ReceivedPost, now: Date): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    return new Webhook(secret).verify(post.body, post.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}

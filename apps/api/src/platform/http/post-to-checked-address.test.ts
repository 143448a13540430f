import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToCheckedAddress } from './post-to-checked-address.ts';

let server: http.Server;
let port: number;
let connections = 0;
const hosts: (string | undefined)[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    hosts.push(request.headers.host);
    request.resume();
    // `/hook/<n>` answers n bytes, to see how much of an answer is kept.
    const size = Number(request.url?.split('/')[2] ?? 0);
    request.on('end', () => response.writeHead(size ? 200 : 204).end('é'.repeat(size / 2)));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (host: string, address: string, allowLoopback: boolean, path = '/hook') =>
  postToCheckedAddress(
    {
      url: new URL(`http://${host}:${port}${path}`),
      addresses: [{ address, family: net.isIP(address) === 6 ? 6 : 4 }],
      allowLoopback,
    },
    { headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 2_000 },
  );

describe('posting to a checked address', () => {
  it('connects to the checked address, whatever the name would resolve to now, keeping the name in Host', async () => {
    const before = connections;
    expect(await send('no-existe.example.pe', '127.0.0.1', true)).toEqual({ status: 204, body: '' });
    expect(connections).toBe(before + 1);
    expect(hosts.at(-1)).toBe(`no-existe.example.pe:${port}`);
  });

  it('keeps the first 2 KB of the answer, and no more', async () => {
    const answer = async (bytes: number) =>
      (await send('socio.example.pe', '127.0.0.1', true, `/hook/${bytes}`)).body;
    expect(await answer(2_048)).toBe('é'.repeat(1_024));
    expect(Buffer.byteLength(await answer(2_050))).toBe(2_048);
    expect(Buffer.byteLength(await answer(200_000))).toBe(2_048);
  });

  it('is refused by the filtering agent on an address that is not public, with no connection', async () => {
    const before = connections;
    await expect(send('no-existe.example.pe', '127.0.0.1', false)).rejects.toThrow(/not allowed/);
    await expect(send('127.0.0.1', '127.0.0.1', false)).rejects.toThrow(/not allowed/);
    await expect(send('interno.example.pe', '10.0.0.7', true)).rejects.toThrow(/not allowed/);
    expect(connections).toBe(before);
  });
});

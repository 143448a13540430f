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
    request.on('end', () => response.writeHead(204).end());
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (host: string, address: string, allowLoopback: boolean) =>
  postToCheckedAddress(
    {
      url: new URL(`http://${host}:${port}/hook`),
      addresses: [{ address, family: net.isIP(address) === 6 ? 6 : 4 }],
      allowLoopback,
    },
    { headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 2_000 },
  );

describe('posting to a checked address', () => {
  it('connects to the checked address, whatever the name would resolve to now, keeping the name in Host', async () => {
    const before = connections;
    expect(await send('no-existe.example.pe', '127.0.0.1', true)).toBe(204);
    expect(connections).toBe(before + 1);
    expect(hosts.at(-1)).toBe(`no-existe.example.pe:${port}`);
  });

  it('is refused by the filtering agent on an address that is not public, with no connection', async () => {
    const before = connections;
    await expect(send('no-existe.example.pe', '127.0.0.1', false)).rejects.toThrow(/not allowed/);
    await expect(send('127.0.0.1', '127.0.0.1', false)).rejects.toThrow(/not allowed/);
    await expect(send('interno.example.pe', '10.0.0.7', true)).rejects.toThrow(/not allowed/);
    expect(connections).toBe(before);
  });
});

// `npm run bench` (notifications): N staff sockets connected to the app (all with one staff token, as N
// open tabs would be), and the time one `notification:new` takes to reach every one of them, from the
// moment its transaction commits. The clients run in this same process, so the figure includes their
// own parsing on the one event loop: an upper bound of what the server alone needs.
import { execSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@cambix/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { notifyStaff } from '../modules/notifications/notify-staff.ts';
import { encryptPassword } from '../platform/security/password-decryption.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { createBenchApp } from './bench-app.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const SIZES = (process.env.BENCH_SOCKETS ?? '1000,5000').split(',').map(Number);
const RUNS = 5;
const CONNECT_BATCH = 250;
const PORT = Number(process.env.BENCH_PORT ?? 0);
const ADMIN_DNI = '10000001';

const bench = await createBenchApp({ demo: true });
const { app, ctx } = bench;
await app.listen({ host: '127.0.0.1', port: PORT });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { authorization: 'AppKey cambix-web' },
  payload: { dni: ADMIN_DNI, password: encryptPassword(ctx.keys, DEMO_PASSWORD) },
});
const token = (login.json() as { data: { token: string } }).data.token;

function open(): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket: Client = connect(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      timeout: 60_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connectMore(clients: Client[], total: number): Promise<void> {
  while (clients.length < total) {
    const batch = Math.min(CONNECT_BATCH, total - clients.length);
    clients.push(...(await Promise.all(Array.from({ length: batch }, open))));
  }
}

/** Milliseconds from the commit to the last of the clients hearing the notification. */
async function fanOut(clients: Client[], run: number): Promise<number> {
  const title = `Bench ${clients.length} #${run}`;
  let pending = clients.length;
  const everyone = new Promise<void>((resolve) => {
    for (const client of clients) {
      client.once('notification:new', (item) => {
        if (item.title === title && --pending === 0) resolve();
      });
    }
  });
  const delivery = await ctx.db.transaction((tx) =>
    notifyStaff(tx, { title, body: 'Medición de entrega.', link: null, group: 'system', at: new Date() }),
  );
  const started = performance.now();
  ctx.events.publish(delivery);
  await everyone;
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function fdLimit(): string {
  try {
    return execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const clients: Client[] = [];
const results: { sockets: number; medianMs: number; runsMs: number[] }[] = [];
try {
  for (const size of SIZES) {
    await connectMore(clients, size);
    await fanOut(clients, 0); // warm-up
    const runsMs: number[] = [];
    for (let run = 1; run <= RUNS; run++) runsMs.push(await fanOut(clients, run));
    results.push({ sockets: size, medianMs: median(runsMs), runsMs });
  }
} finally {
  for (const client of clients) client.disconnect();
  await bench.close();
}
console.info(JSON.stringify({ fdLimit: fdLimit(), driver: ctx.dbDriver, results }));

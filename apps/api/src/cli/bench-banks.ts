// `npm run bench` (GET /api/banks): the cached catalogue's requests per second against a bare Fastify
// route on the same machine, both through the same HTTP client (architecture.md: at least 60 %).
import { execFile } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import { createBenchApp } from './bench-app.ts';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const CONNECTIONS = 32;
const ROUNDS = 3;

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// The client runs in its own process, so it does not share the servers' thread.
const CLIENT = `
const http = require('node:http');
const [port, url, seconds, connections] = process.argv.slice(1);
const headers = { authorization: 'AppKey cambix-web', 'accept-encoding': 'gzip' };
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const end = Date.now() + Number(seconds) * 1000;
let done = 0;
const once = () => new Promise((resolve, reject) => {
  const request = http.get({ host: '127.0.0.1', port: Number(port), path: url, headers, agent }, (response) => {
    if (response.statusCode !== 200) reject(new Error('status ' + response.statusCode));
    response.resume();
    response.on('end', resolve);
  });
  request.on('error', reject);
});
const worker = async () => { while (Date.now() < end) { await once(); done += 1; } };
const started = Date.now();
Promise.all(Array.from({ length: Number(connections) }, worker)).then(() => {
  process.stdout.write(String(done / ((Date.now() - started) / 1000)));
  agent.destroy();
});
`;

/** Requests per second over `CONNECTIONS` keep-alive connections for the duration. */
function load(port: number, url: string, seconds = DURATION_MS / 1000): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', CLIENT, String(port), url, String(seconds), String(CONNECTIONS)],
      (error, stdout) => (error ? reject(error) : resolve(Number(stdout))),
    );
  });
}

const bench = await createBenchApp({ demo: false });
const app = bench.app;
const bare = Fastify();
bare.get('/bare', async () => ({ success: true, data: [], message: '' }));
const [appPort, barePort] = await Promise.all([listen(app), listen(bare)]);

// Warm both (JIT, the catalogue's first read), then alternate rounds and keep each one's median, so a
// burst of other work on the machine does not land on one side only.
await load(appPort, '/api/banks', 1);
await load(barePort, '/bare', 1);
const rounds = { banks: [] as number[], bare: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  rounds.banks.push(await load(appPort, '/api/banks'));
  rounds.bare.push(await load(barePort, '/bare'));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const banks = median(rounds.banks);
const baseline = median(rounds.bare);

console.info(
  JSON.stringify({ banksRps: Math.round(banks), bareRps: Math.round(baseline), ratio: banks / baseline }),
);
await Promise.all([bench.close(), bare.close()]);

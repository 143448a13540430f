#!/usr/bin/env node
// `npm run bench -- rates`: a new board of dollar rates reaching every open calculator (docs/rules/exchange.md
// #rates). Two instances on one PostgreSQL database and one Redis; 1,000 anonymous sockets (no token, as
// the public calculator connects) split over both; staff publish a board over HTTP on the first instance.
// The figure: from the publish request to the last socket hearing `rates:published`.
//   BENCH_RATE_SOCKETS (1000), BENCH_ROUNDS (5).
import { emit, figure, median } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { openSharedDeployment } from './lib/shared-deployment.mjs';
import { bearer, signIn } from './lib/sign-in.mjs';
import { startClients } from './realtime/client-process.mjs';

const SOCKETS = Number(process.env.BENCH_RATE_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = 50;
const HEAR_TIMEOUT_MS = 30_000;
const SOCKET_PATH = '/socket.io';
// A Redis database of this bench's own, flushed at start and at the end.
const REDIS_URL = process.env.BENCH_RATES_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const log = (...args) => console.error('[rates]', ...args);
const now = () => performance.timeOrigin + performance.now();

/** A board within the default guard, its rates moved a little each round so every publish is new. */
function boardOf(round) {
  const buy = (37_400 + (round % 10)).toString();
  const sell = (37_700 - (round % 10)).toString();
  const rate = (tenThousandths) => `${tenThousandths.slice(0, 1)}.${tenThousandths.slice(1)}`;
  return {
    buy: [{ fromUsd: '50.00', toUsd: '30000.01', rate: rate(buy) }],
    sell: [{ fromUsd: '50.00', toUsd: '30000.01', rate: rate(sell) }],
  };
}

const deployment = await openSharedDeployment({ label: 'rates', redisUrl: REDIS_URL });
const { env, dataDir } = deployment;
const servers = [];
const clients = [startClients(), startClients()];
const runs = [];
let missed = 0;

try {
  await Promise.all(clients.map((c) => c.ready));
  log('starting instance A');
  servers.push(await startServer({ env, dataDir }));
  log('starting instance B');
  servers.push(await startServer({ env, dataDir }));
  const [a, b] = servers;
  const { token } = await signIn(a.url, '10000001');

  // Half the sockets on each instance, none with a token.
  const shares = [Math.ceil(SOCKETS / 2), Math.floor(SOCKETS / 2)];
  const answers = await Promise.all(
    clients.map((c, k) =>
      c.ask(
        {
          type: 'connect',
          url: [a, b][k].url,
          socketPath: SOCKET_PATH,
          count: shares[k],
          concurrency: CONCURRENCY,
        },
        'connected',
      ),
    ),
  );
  const refused = answers.reduce((sum, answer) => sum + answer.failed, 0);
  if (refused > 0) throw new Error(`${refused} anonymous sockets refused: ${answers[0].errors.join(', ')}`);

  // One unmeasured publish first, then the rounds.
  for (let round = 0; round <= ROUNDS; round++) {
    const heard = clients.map((c) => c.next('heard'));
    await Promise.all(
      clients.map((c) =>
        c.ask({ type: 'arm', event: 'rates:published', timeoutMs: HEAR_TIMEOUT_MS }, 'armed'),
      ),
    );
    const started = now();
    const response = await fetch(`${a.url}/api/admin/exchange/rates`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(boardOf(round)),
    });
    if (!response.ok) throw new Error(`publish: ${response.status} ${await response.text()}`);
    const results = await Promise.all(heard);
    if (round === 0) continue;
    if (results.some((result) => result.missing > 0)) {
      missed += 1;
      runs.push(null);
    } else runs.push(Math.max(...results.map((result) => result.lastAt)) - started);
    log(`round ${round} of ${ROUNDS}: ${runs.at(-1) === null ? 'missed' : `${Math.round(runs.at(-1))} ms`}`);
  }
  await Promise.all(clients.map((c) => c.ask({ type: 'close' }, 'closed')));
} finally {
  for (const c of clients) c.stop();
  await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
  await deployment.close();
}

const timed = runs.filter((value) => value !== null);
const value = timed.length > 0 ? median(timed) : null;
emit([
  figure({
    name: `rates:published to ${SOCKETS.toLocaleString('en')} anonymous sockets on two instances`,
    value,
    unit: 'ms',
    budget: '< 1 s',
    meets: value !== null && value < 1000 && missed === 0,
    note: `from POST /api/admin/exchange/rates on A to the last socket (half on A, half on B, through Redis); runs ${runs
      .map((run) => (run === null ? 'missed' : Math.round(run)))
      .join(', ')}`,
  }),
]);

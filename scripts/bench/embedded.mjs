#!/usr/bin/env node
// The embedded default (issue 19, target 3), on PGlite as `npm start` runs it with no DATABASE_URL:
// - idle memory after start and a short warm-up (the whole process tree), against a bare Fastify's;
// - cold start with data present (a second start on the first one's data folder) to /api/health, against a
//   bare Fastify's start;
// - responsiveness while the database works: p95 of a route that reads no database
//   (GET /api/auth/public-key) while staff dashboards (GET /api/admin/dashboard, several queries each) load
//   the same server, against the same route with the server idle; beside it, the CPU the server's main
//   thread spent per second of that load (read from /proc, so it works for any checkout).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpLoad } from './lib/load.mjs';
import { APP_KEY, signIn } from './lib/sign-in.mjs';
import { emit, figure, median } from './lib/report.mjs';
import { processTree, startBareFastify, startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ADMIN_DNI = '10000001';
const RSS_BUDGET_MB = 250;
const START_BUDGET_MS = 1000;
const RESPONSIVE_BUDGET = 3;
const env = { SEED_DEMO: 'true' };

/** The process that serves (start.mjs may run it as a child): the one of the tree holding the most memory. */
function serverPid(server) {
  const rss = (pid) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  return processTree(server.pid).reduce((best, pid) => (rss(pid) > rss(best) ? pid : best));
}

const TICKS = 100; // USER_HZ on Linux
/** CPU seconds (user + system) of a process's main thread: the task whose id is the pid. */
const mainThreadSeconds = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
};

/**
 * The first start makes the data (a new PGlite, migrations, the demo seed) and builds what is missing: on a
 * loaded machine longer than a start is given, so it gets twenty minutes.
 */
async function makeData(dataDir) {
  const first = await startServer({ env, dataDir, timeoutMs: 20 * 60_000 });
  await first.stop('SIGTERM', 60_000); // time to write PGlite's data out
}

const probe = (port) =>
  httpLoad({
    port,
    requests: { path: '/api/auth/public-key', headers: APP_KEY },
    connections: 2,
    seconds: SECONDS,
  });

const figures = [];
const bare = await startBareFastify();
const bareRss = bare.rssMb();
const bareStartMs = bare.startedInMs;
await bare.stop();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-bench-embedded-'));
try {
  await makeData(dataDir);

  const starts = [];
  let server = null;
  for (let round = 0; round < ROUNDS; round++) {
    if (server) await server.stop();
    server = await startServer({ env, dataDir });
    starts.push(server.startedInMs);
  }

  const { token } = await signIn(server.url, ADMIN_DNI);
  const dashboard = { path: '/api/admin/dashboard', headers: { authorization: `Bearer ${token}` } };
  await httpLoad({
    port: server.port,
    requests: [dashboard, { path: '/api/banks', headers: APP_KEY }],
    connections: 2,
    seconds: 1,
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rss = server.rssMb();

  const pid = serverPid(server);
  const idle = [];
  const loaded = [];
  const mainCpu = [];
  let dashboards = 0;
  for (let round = 0; round < ROUNDS; round++) {
    idle.push((await probe(server.port)).p95);
    const cpuBefore = mainThreadSeconds(pid);
    const started = Date.now();
    const [underLoad, load] = await Promise.all([
      probe(server.port),
      httpLoad({ port: server.port, requests: dashboard, connections: 4, seconds: SECONDS }),
    ]);
    mainCpu.push((mainThreadSeconds(pid) - cpuBefore) / ((Date.now() - started) / 1000));
    loaded.push(underLoad.p95);
    dashboards += load.ok;
    if (load.ok === 0) throw new Error(`no dashboard answered: ${JSON.stringify(load.statuses)}`);
  }
  await server.stop();

  figures.push(
    figure({
      name: 'Idle memory, PGlite (RSS after start and warm-up)',
      value: rss,
      unit: 'MB',
      floor: bareRss,
      floorLabel: 'bare Fastify',
      budget: `≤ ${RSS_BUDGET_MB} MB`,
      meets: rss <= RSS_BUDGET_MB,
    }),
    figure({
      name: 'Cold start, data present, to /api/health',
      value: median(starts),
      unit: 'ms',
      floor: bareStartMs,
      floorLabel: 'bare Fastify start',
      budget: `≤ ${START_BUDGET_MS} ms`,
      meets: median(starts) <= START_BUDGET_MS,
      note: `starts: ${starts.join(', ')} ms`,
    }),
  );
  const idleP95 = median(idle);
  const loadedP95 = median(loaded);
  figures.push(
    figure({
      name: 'Non-database route p95 while dashboards load PGlite',
      value: loadedP95,
      unit: 'ms',
      floor: idleP95,
      floorLabel: 'same route, server idle',
      budget: `≤ ${RESPONSIVE_BUDGET}x floor`,
      meets: loadedP95 <= RESPONSIVE_BUDGET * idleP95,
      note: `${dashboards} dashboards answered; main thread busy ${Math.round(median(mainCpu) * 100)} % of the load's time`,
    }),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
emit(figures);

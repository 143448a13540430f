// Starts Cambix exactly as `npm start` does (scripts/start.mjs, same logging) for a benchmark, and reads
// what the OS says about it. BENCH_ROOT points at another checkout to measure it instead (before/after).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const targetRoot = path.resolve(process.env.BENCH_ROOT ?? repoRoot);

/** Where bench servers of a checkout share their web build (built once, by the first start). */
export const webDistFor = (root = targetRoot) =>
  path.join(os.tmpdir(), `cambix-bench-web-${path.basename(root)}`);

/** A port nobody listens on, picked by the OS. */
export async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Every process under `pid`, itself included (start.mjs runs the server as a child). */
export function processTree(pid) {
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    // no children
  }
  return [pid, ...children.flatMap((child) => processTree(Number(child)))];
}

/** Resident memory of the process tree in MB (VmRSS summed). */
export function rssMb(pid) {
  let kb = 0;
  for (const id of processTree(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

export async function waitForHealth(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no /api/health at ${url} after ${timeoutMs} ms`);
}

/**
 * The server as `npm start` runs it, on its own port and data folder (kept when `dataDir` is given, so
 * a second start finds data present). `env` adds to or overrides the environment, e.g. DATABASE_URL.
 * The web build is shared by every bench server (WEB_DIST), built once by the first start. `timeoutMs`
 * bounds the wait for /api/health (default BENCH_START_TIMEOUT_MS, else ten minutes).
 */
let starting = Promise.resolve();

/** Starts take turns: a second start.mjs racing the first one's web build would build it again beside it. */
export function startServer(options = {}) {
  const turn = starting.then(() => startOne(options));
  starting = turn.catch(() => undefined);
  return turn;
}

async function startOne({ env = {}, dataDir, root = targetRoot, logFile, timeoutMs }) {
  const port = await freePort();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-bench-data-'));
  const log = logFile ?? path.join(os.tmpdir(), `cambix-bench-${port}.log`);
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  const child = spawn('node', [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO_HISTORY: 'false',
      WEB_DIST: webDistFor(root),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHealth(url, timeoutMs ?? Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000)),
      exited.then((code) => {
        throw new Error(`server exited (${code}) before answering; log: ${log}`);
      }),
    ]);
  } catch (error) {
    for (const id of processTree(child.pid)) {
      try {
        process.kill(id, 'SIGKILL');
      } catch {
        // gone
      }
    }
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid,
    dataDir: dir,
    log,
    startedInMs: Date.now() - started,
    rssMb: () => rssMb(child.pid),
    /** The whole tree: SIGTERM, then SIGKILL after `graceMs`. */
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      const tree = processTree(child.pid);
      for (const id of tree.reverse()) {
        try {
          process.kill(id, signal);
        } catch {
          // gone
        }
      }
      const timer = setTimeout(() => {
        for (const id of tree) {
          try {
            process.kill(id, 'SIGKILL');
          } catch {
            // gone
          }
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
      fs.closeSync(out);
    },
  };
}

/** A bare Fastify route (`GET /bare`) in a process of its own: the floor HTTP figures are measured against. */
export async function startBareFastify() {
  const port = await freePort();
  const code = `
    const Fastify = require(${JSON.stringify(path.join(repoRoot, 'node_modules/fastify'))});
    const app = Fastify();
    app.get('/bare', async () => ({ success: true, data: [], message: '' }));
    app.get('/api/health', async () => ({ ok: true }));
    app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const started = Date.now();
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, 30_000);
  return {
    url,
    port,
    pid: child.pid,
    startedInMs: Date.now() - started,
    rssMb: () => rssMb(child.pid),
    async stop() {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

// The API against its floors, with the server as `npm start` runs it (same logging): the cached bank
// catalogue and an authenticated read (the route guards' `GET /api/stateUser/{id}`) against a bare Fastify
// route, and sign-in against raw argon2 verifies of the stored hash in a process of its own. On PGlite (the
// default) and on PostgreSQL plus Redis (a database this script creates and drops, its own Redis DB).
import { execFile, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { httpLoad } from './lib/load.mjs';
import { emit, figure, median } from './lib/report.mjs';
import { repoRoot, startBareFastify, startServer, targetRoot } from './lib/server.mjs';
import { APP_KEY, signIn } from './lib/sign-in.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const CONNECTIONS = 32;
const LOGIN_CONNECTIONS = 16;
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const PASSWORD = 'Cambix123';
// Demo accounts of the seed (apps/api/src/seed): staff and customers, all with PASSWORD.
const SIGNERS = ['10000001', '10000003', '10000004', '10000005', '40000001'];

const requireFromTarget = createRequire(path.join(targetRoot, 'apps/api/package.json'));

async function api(url, method, route, { headers = APP_KEY, body } = {}) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

// Sign-ins from a process of their own: each password sealed as the browser seals it (a fresh nonce each
// time), each connection from its own loopback address, changed every 50 sign-ins, so the per-address
// limit (60 a minute) sees many people rather than the bench.
const LOGIN_CLIENT = `
const crypto = require('node:crypto');
const http = require('node:http');
const spec = JSON.parse(process.argv[1]);
const key = crypto.createPublicKey({ key: Buffer.from(spec.spki, 'base64'), format: 'der', type: 'spki' });
const seal = (password) => {
  const text = Buffer.from(password, 'utf8');
  const block = Buffer.alloc(25 + text.length);
  block.writeUInt8(1, 0);
  block.writeBigUInt64BE(BigInt(Date.now()), 1);
  crypto.randomBytes(16).copy(block, 9);
  text.copy(block, 25);
  return crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, block).toString('base64');
};
let next = spec.phase * 4096;
const address = () => { next += 1; return '127.' + (20 + ((next >> 16) & 0xff)) + '.' + ((next >> 8) & 0xff) + '.' + (next & 0xff); };
const end = Date.now() + spec.seconds * 1000;
let done = 0, failed = 0;
const statuses = {};
const worker = async (k) => {
  let agent, used = 50;
  while (Date.now() < end) {
    if (used === 50) { agent?.destroy(); agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address() }); used = 0; }
    used += 1;
    const body = JSON.stringify({ dni: spec.signers[(done + k) % spec.signers.length], password: seal(spec.password) });
    const status = await new Promise((resolve) => {
      const request = http.request({ host: '127.0.0.1', port: spec.port, path: '/api/auth/login', method: 'POST', agent,
        headers: { authorization: 'AppKey cambix-web', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => { response.resume(); response.on('end', () => resolve(response.statusCode)); });
      request.on('error', () => resolve(0));
      request.end(body);
    });
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) done += 1; else failed += 1;
  }
  agent?.destroy();
};
const started = Date.now();
Promise.all(Array.from({ length: spec.connections }, (_, k) => worker(k))).then(() => {
  process.stdout.write(JSON.stringify({ rps: done / ((Date.now() - started) / 1000), failed, statuses }));
});
`;

function loginLoad(spec) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', LOGIN_CLIENT, JSON.stringify(spec)], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

// Raw argon2 verifies of the stored hash, as many at once as sign-ins are sent, in a process of its own.
const ARGON2_FLOOR = `
const { verify } = require(process.argv[1]);
const [hash, password, seconds, concurrency] = process.argv.slice(2);
const end = Date.now() + Number(seconds) * 1000;
let done = 0;
const worker = async () => { while (Date.now() < end) { if (!(await verify(hash, password))) throw new Error('no match'); done += 1; } };
const started = Date.now();
Promise.all(Array.from({ length: Number(concurrency) }, worker)).then(() => process.stdout.write(String(done / ((Date.now() - started) / 1000))));
`;

function argon2Floor(hash, seconds) {
  const argon2 = requireFromTarget.resolve('@node-rs/argon2');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', ARGON2_FLOOR, argon2, hash, PASSWORD, String(seconds), String(LOGIN_CONNECTIONS)],
      (error, stdout) => (error ? reject(error) : resolve(Number(stdout))),
    );
  });
}

/** Alternating rounds of `a` and `b`, so a burst of other work on the machine lands on neither side only. */
async function alternate(a, b, rounds = ROUNDS) {
  const results = { a: [], b: [] };
  for (let round = 0; round < rounds; round++) {
    results.a.push(await a());
    results.b.push(await b());
  }
  return { a: median(results.a), b: median(results.b) };
}

const rpsOf = async (load) => {
  const result = await load;
  if (result.failed > 0) throw new Error(`failed answers: ${JSON.stringify(result.statuses)}`);
  return result.rps;
};

/** A first start migrates and seeds, which on a loaded machine may outlast the wait for health: once more. */
async function startPatiently(env) {
  try {
    return await startServer({ env });
  } catch (error) {
    console.error(`${error.message}; starting again`);
    return startServer({ env });
  }
}

/** The figures of one database: sign-in against argon2, and (PGlite only) the catalogue against bare Fastify. */
async function measure({ label, env, hash, bare, catalogue }) {
  const server = await startPatiently(env);
  const figures = [];
  try {
    const { spki } = await api(server.url, 'GET', '/api/auth/public-key');
    const session = await signIn(server.url, '40000001');
    const stateRead = {
      method: 'GET',
      path: `/api/stateUser/${session.user.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    };
    const banks = { method: 'GET', path: '/api/banks', headers: { ...APP_KEY, 'accept-encoding': 'gzip' } };
    const bareRoute = { method: 'GET', path: '/bare', headers: { 'accept-encoding': 'gzip' } };
    const load = (port, requests) => httpLoad({ port, requests, connections: CONNECTIONS, seconds: SECONDS });

    // Warm both (JIT, the catalogue's first read, the standing of the session).
    await load(server.port, banks);
    await load(server.port, stateRead);
    await load(bare.port, bareRoute);

    if (catalogue) {
      const { a, b } = await alternate(
        () => rpsOf(load(server.port, banks)),
        () => rpsOf(load(bare.port, bareRoute)),
      );
      figures.push(
        figure({
          name: `GET /api/banks, cached catalogue (${label})`,
          value: Math.round(a),
          unit: 'req/s',
          floor: Math.round(b),
          floorLabel: 'bare Fastify route',
          budget: '≥ 0.8x floor',
          meets: a / b >= 0.8,
        }),
      );
    }
    const read = await alternate(
      () => rpsOf(load(server.port, stateRead)),
      () => rpsOf(load(bare.port, bareRoute)),
    );
    figures.push(
      figure({
        name: `GET /api/stateUser/{id}, signed-in read (${label})`,
        value: Math.round(read.a),
        unit: 'req/s',
        floor: Math.round(read.b),
        floorLabel: 'bare Fastify route',
        budget: '≥ 0.5x floor',
        meets: read.a / read.b >= 0.5,
        note: 'the route guards ask it on every signed-in page',
      }),
    );

    let phase = 0;
    const signIns = () =>
      loginLoad({
        port: server.port,
        spki,
        signers: SIGNERS,
        password: PASSWORD,
        seconds: SECONDS,
        connections: LOGIN_CONNECTIONS,
        phase: (phase += 1) + (label === 'PGlite' ? 0 : 100),
      }).then((result) => {
        if (result.failed > 0) throw new Error(`failed sign-ins: ${JSON.stringify(result.statuses)}`);
        return result.rps;
      });
    await signIns();
    const login = await alternate(signIns, () => argon2Floor(hash, SECONDS), 2);
    figures.push(
      figure({
        name: `POST /api/auth/login (${label})`,
        value: Math.round(login.a),
        unit: 'req/s',
        floor: Math.round(login.b),
        floorLabel: 'raw argon2 verify of the stored hash, same concurrency',
        budget: '≥ 0.9x floor',
        meets: login.a / login.b >= 0.9,
      }),
    );
  } finally {
    await server.stop();
  }
  return figures;
}

const psql = (sql) => execFileSync('psql', [PG_ADMIN, '-qAtc', sql], { encoding: 'utf8' }).trim();
const database = `cambix_bench_http_${process.pid}`;
const databaseUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${database}`);
const redis = () => execFileSync('redis-cli', ['-u', REDIS_URL, 'flushdb'], { encoding: 'utf8' });

const bare = await startBareFastify();
const figures = [];
try {
  psql(`create database ${database}`);
  redis();
  try {
    // The first start migrates and seeds; the stored hash is what the floor verifies on both databases.
    const seeded = await startPatiently({ DATABASE_URL: databaseUrl, REDIS_URL });
    await seeded.stop();
    const hash = execFileSync(
      'psql',
      [databaseUrl, '-qAtc', `select password_hash from users where document_number = '10000001'`],
      { encoding: 'utf8' },
    ).trim();
    if (!hash.startsWith('$argon2')) throw new Error('no stored argon2 hash');
    // BENCH_HTTP_PGLITE=0 measures PostgreSQL only (the catalogue there too): a first PGlite start on a
    // crowded machine can outlast the wait for health.
    const pglite = process.env.BENCH_HTTP_PGLITE !== '0';
    if (pglite) figures.push(...(await measure({ label: 'PGlite', env: {}, hash, bare, catalogue: true })));
    figures.push(
      ...(await measure({
        label: 'PostgreSQL',
        env: { DATABASE_URL: databaseUrl, REDIS_URL },
        hash,
        bare,
        catalogue: !pglite,
      })),
    );
  } finally {
    psql(`drop database if exists ${database} with (force)`);
    redis();
  }
} finally {
  await bare.stop();
}
console.error(`measured ${path.relative(repoRoot, targetRoot) || 'this checkout'}`);
emit(figures);

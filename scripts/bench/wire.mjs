// `npm run bench wire`: what private API answers weigh on the wire (issue 35, target 5), on the embedded
// default with the demo history (enough orders to fill a staff page of 25): the staff order page and the
// order CSV in br and in gzip against the same answer uncompressed (the floor), whether /api/banks tags
// each encoding apart, and what compressing per request costs the order page's throughput.
import http from 'node:http';
import path from 'node:path';
import { alternate, httpLoad } from './lib/load.mjs';
import { emit, figure } from './lib/report.mjs';
import { repoRoot, startServer, targetRoot } from './lib/server.mjs';
import { APP_KEY, bearer, signIn } from './lib/sign-in.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const CONNECTIONS = 8;
const PAGE_BUDGET_BYTES = 15 * 1024;
const STAFF_DNI = '10000001';

/** The answer's bytes exactly as they cross the socket (nothing decoded), and its headers. */
function onTheWire(port, route, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: route, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode >= 400) reject(new Error(`GET ${route}: ${response.statusCode}`));
        else resolve({ status: response.statusCode, bytes, headers: response.headers });
      });
    });
    request.on('error', reject);
  });
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

const server = await startServer({ env: { SEED_DEMO_HISTORY: 'true' } });
const figures = [];
try {
  const { token } = await signIn(server.url, STAFF_DNI);
  const staff = bearer(token);

  const sizes = async (route, headers) => {
    const plain = await onTheWire(server.port, route, headers);
    const br = await onTheWire(server.port, route, { ...headers, 'accept-encoding': 'br' });
    const gzip = await onTheWire(server.port, route, { ...headers, 'accept-encoding': 'gzip' });
    return { plain, br, gzip };
  };

  const pages = [
    ['Staff order page (25, the default)', '/api/admin/orders?size=25'],
    ['Staff order page (100, the largest)', '/api/admin/orders?size=100'],
  ];
  for (const [label, route] of pages) {
    const { plain, br, gzip } = await sizes(route, staff);
    for (const [encoding, answer] of [
      ['br', br],
      ['gzip', gzip],
    ]) {
      figures.push(
        figure({
          name: `${label}, ${encoding}: bytes on the wire`,
          value: kb(answer.bytes),
          unit: 'KB',
          floor: kb(plain.bytes),
          floorLabel: 'the same answer uncompressed',
          budget: '≤ 15 KB',
          meets: answer.bytes <= PAGE_BUDGET_BYTES,
          note: `GET ${route}: content-encoding ${answer.headers['content-encoding'] ?? 'none'}`,
        }),
      );
    }
  }

  const csv = await sizes('/api/admin/orders/export', staff);
  for (const [encoding, answer] of [
    ['br', csv.br],
    ['gzip', csv.gzip],
  ]) {
    figures.push(
      figure({
        name: `Order CSV export, ${encoding}: bytes on the wire`,
        value: kb(answer.bytes),
        unit: 'KB',
        floor: kb(csv.plain.bytes),
        floorLabel: 'the same file uncompressed',
        budget: '≤ 0.5x floor',
        meets: answer.bytes <= csv.plain.bytes / 2,
        note: `content-encoding ${answer.headers['content-encoding'] ?? 'none'}`,
      }),
    );
  }

  // /api/banks: one ETag per encoding, and each revalidates (304) only the body it came with.
  const encodings = ['identity', 'gzip', 'br'];
  const tags = {};
  for (const encoding of encodings) {
    const answer = await onTheWire(server.port, '/api/banks', { ...APP_KEY, 'accept-encoding': encoding });
    tags[encoding] = answer.headers.etag;
  }
  let right = 0;
  for (const asked of encodings)
    for (const held of encodings) {
      const { status } = await onTheWire(server.port, '/api/banks', {
        ...APP_KEY,
        'accept-encoding': asked,
        'if-none-match': tags[held],
      });
      if (status === (asked === held ? 304 : 200)) right += 1;
    }
  const distinct = new Set(Object.values(tags)).size;
  figures.push(
    figure({
      name: 'GET /api/banks: distinct ETags for identity, gzip and br',
      value: distinct,
      unit: 'tags',
      floor: encodings.length,
      floorLabel: 'encodings sent',
      budget: 'one per encoding, each revalidating only its own body (9 of 9)',
      meets: distinct === encodings.length && right === 9,
      note: `${right} of 9 revalidations right (304 for the body's own tag, 200 for another's): ${JSON.stringify(tags)}`,
    }),
  );

  // Per request: br at the chosen quality against the plain page, alternating rounds.
  const pageLoad = (encoding) =>
    httpLoad({
      port: server.port,
      requests: {
        method: 'GET',
        path: '/api/admin/orders?size=25',
        headers: { ...staff, 'accept-encoding': encoding },
      },
      connections: CONNECTIONS,
      seconds: SECONDS,
    }).then((result) => {
      if (result.failed > 0) throw new Error(`failed answers: ${JSON.stringify(result.statuses)}`);
      return result.rps;
    });
  await pageLoad('br');
  const load = await alternate(
    () => pageLoad('br'),
    () => pageLoad('identity'),
    ROUNDS,
  );
  figures.push(
    figure({
      name: 'GET /api/admin/orders?size=25 in br, signed-in staff',
      value: Math.round(load.a),
      unit: 'req/s',
      floor: Math.round(load.b),
      floorLabel: 'the same page uncompressed',
      budget: '≥ 0.8x floor',
      meets: load.a / load.b >= 0.8,
      note: `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s`,
    }),
  );
} finally {
  await server.stop();
}
console.error(`measured ${path.relative(repoRoot, targetRoot) || 'this checkout'}`);
emit(figures);

// HTTP load from a process of its own (so it does not share the server's thread): `connections`
// keep-alive connections, each sending requests back to back for `seconds`.
import { execFile } from 'node:child_process';

const CLIENT = `
const http = require('node:http');
const spec = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const end = Date.now() + spec.seconds * 1000;
let done = 0, failed = 0;
const latencies = [];
const statuses = {};
let sent = 0;
// With spec.fresh, every '{{n}}' in a request (forwarded addresses) becomes a number no earlier request of
// this run carried, and every '{{uuid}}' (idempotency keys) a new random UUID.
const freshen = (r) =>
  spec.fresh
    ? JSON.parse(
        JSON.stringify(r)
          .replaceAll('{{n}}', String((sent += 1)))
          .replaceAll('{{uuid}}', () => require('node:crypto').randomUUID()),
      )
    : r;
const once = (template) => new Promise((resolve) => {
  const r = freshen(template);
  const t0 = process.hrtime.bigint();
  const body = r.body === undefined ? undefined : Buffer.from(typeof r.body === 'string' ? r.body : JSON.stringify(r.body));
  const headers = { ...(r.headers ?? {}) };
  if (body) { headers['content-type'] ??= 'application/json'; headers['content-length'] = body.length; }
  const request = http.request({ host: '127.0.0.1', port: spec.port, path: r.path, method: r.method ?? 'GET', headers, agent }, (response) => {
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    response.resume();
    response.on('end', () => {
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (response.statusCode >= 400) failed += 1; else done += 1;
      resolve();
    });
  });
  request.on('error', () => { failed += 1; resolve(); });
  if (body) request.write(body);
  request.end();
});
const worker = async (k) => {
  let n = 0;
  while (Date.now() < end) {
    const list = spec.pinned ? spec.requests[k % spec.requests.length] : spec.requests;
    const r = Array.isArray(list) ? list[n % list.length] : list;
    n += 1;
    await once(r);
  }
};
const started = Date.now();
Promise.all(Array.from({ length: spec.connections }, (_, k) => worker(k))).then(() => {
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  process.stdout.write(JSON.stringify({ rps: done / seconds, ok: done, failed, statuses, p50: at(0.5), p95: at(0.95) }));
  agent.destroy();
});
`;

/**
 * `requests`: one request ({ method, path, headers, body }) or a list sent round-robin; with `pinned`, a
 * list per connection (connection k sends `requests[k]`, e.g. one customer's token per connection).
 * With `fresh`, each '{{n}}' in a request is replaced by a number unique to that request (an X-Forwarded-For
 * address) and each '{{uuid}}' by a new random UUID (an idempotency key).
 * Returns { rps, ok, failed, statuses, p50, p95 } (ok = status < 400; rps counts ok answers only).
 */
export function httpLoad({ port, requests, connections = 32, seconds = 3, pinned = false, fresh = false }) {
  const spec = JSON.stringify({ port, requests, connections, seconds, pinned, fresh });
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', CLIENT, spec], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

/**
 * Alternates rounds of `a` and `b` (each a () => Promise<number>) and keeps each side's median, so a burst
 * of other work on the machine does not land on one side only.
 */
export async function alternate(a, b, rounds = 3) {
  const results = { a: [], b: [] };
  for (let round = 0; round < rounds; round++) {
    results.a.push(await a());
    results.b.push(await b());
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return { a: median(results.a), b: median(results.b) };
}

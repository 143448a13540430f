// The customers' and staff's day as HTTP load, from a process of its own: each customer signs in now and
// then, quotes, creates an order, uploads its voucher and finalizes it (which notifies staff); staff approve
// what was finalized. Each customer's round trip comes from its own loopback address (127.x.y.z), as
// customers behind a load balancer would, so the per-address rate limits see people, not the bench.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { encryptPassword } from './sign-in.mjs';

/**
 * `spec`: { port, seconds, phase (0–200, picks the addresses), customers: [{ dni, accountId, token? }], bankId,
 * password, spki, adminToken, approvers, loginEvery, amount }. Returns { seconds, ok, failed, statuses,
 * byKind, byUpstream, acked: [{ id, code }], finalized, approved, errors }.
 */
export function mixedLoad(spec) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [fileURLToPath(import.meta.url), '--mixed-load', JSON.stringify(spec)],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

/** A tiny valid PNG (8×8, grey): what a voucher upload needs to pass the byte check and the re-encode. */
export function tinyPng() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, 90, 120, 150, 180, 200, 220, 240, 250])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One request; resolves { status, body (parsed when JSON), upstream } or { status: 0 } when cut off. */
export function send({ port, agent, method = 'GET', path, headers = {}, body, localAddress }) {
  return new Promise((resolve) => {
    const payload =
      body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const all = { ...headers };
    if (payload) {
      all['content-type'] ??= 'application/json';
      all['content-length'] = payload.length;
    }
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers: all, agent, localAddress },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let parsed = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON
          }
          resolve({
            status: response.statusCode,
            body: parsed,
            upstream: response.headers['x-bench-upstream'],
          });
        });
        response.on('error', () => resolve({ status: 0, body: null }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: null }));
    request.end(payload);
  });
}

async function run(spec) {
  const end = Date.now() + spec.seconds * 1000;
  const result = {
    ok: 0,
    failed: 0,
    statuses: {},
    byKind: {},
    byUpstream: {},
    acked: [],
    finalized: 0,
    approved: 0,
    errors: {},
  };
  const png = tinyPng();
  const toApprove = [];
  const count = (kind, answer) => {
    result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
    const byKind = (result.byKind[kind] ??= { ok: 0, failed: 0 });
    if (answer.status >= 200 && answer.status < 300) {
      result.ok += 1;
      byKind.ok += 1;
      if (answer.upstream) result.byUpstream[answer.upstream] = (result.byUpstream[answer.upstream] ?? 0) + 1;
      return true;
    }
    result.failed += 1;
    byKind.failed += 1;
    const code = `${kind} ${answer.status} ${answer.body?.code ?? ''}`;
    result.errors[code] = (result.errors[code] ?? 0) + 1;
    return false;
  };
  const appKey = { authorization: 'AppKey cambix-web' };

  const customer = async (person, k) => {
    let token = person.token ?? null;
    for (let n = 0; Date.now() < end; n++) {
      const localAddress = `127.${20 + spec.phase}.${k}.${(n % 250) + 1}`;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
      const call = (kind, options) =>
        send({ port: spec.port, agent, ...options }).then((answer) => ({ answer, ok: count(kind, answer) }));
      try {
        if (!token || n % spec.loginEvery === spec.loginEvery - 1) {
          const { answer, ok } = await call('login', {
            method: 'POST',
            path: '/api/auth/login',
            headers: appKey,
            body: { dni: person.dni, password: encryptPassword(spec.spki, spec.password) },
          });
          if (!ok) continue;
          token = answer.body.data.token;
        }
        if (Date.now() >= end) break;
        const auth = { authorization: `Bearer ${token}` };
        const order = {
          bankId: spec.bankId,
          sendAmount: spec.amount,
          destinationAccountId: person.accountId,
        };
        await call('quote', { method: 'POST', path: '/api/order/quote', headers: auth, body: order });
        if (Date.now() >= end) break;
        const created = await call('new-order', {
          method: 'POST',
          path: '/api/order/new-order',
          headers: auth,
          body: { ...order, fundsOrigin: 'ahorros', idempotencyKey: crypto.randomUUID() },
        });
        if (!created.ok) continue;
        const { id, code } = created.answer.body.data;
        result.acked.push({ id, code, upstream: created.answer.upstream, at: Date.now() });
        if (Date.now() >= end) break;
        const boundary = `bench${crypto.randomBytes(8).toString('hex')}`;
        const form = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="operationNumber"\r\n\r\n${100000 + n}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voucher.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const uploaded = await call('voucher', {
          method: 'POST',
          path: `/api/sendImageOrder/${id}`,
          headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: form,
        });
        if (!uploaded.ok || Date.now() >= end) continue;
        const saved = await call('finalize', {
          method: 'POST',
          path: `/api/order/save-order/${id}`,
          headers: auth,
          body: { operationNumber: String(100000 + n) },
        });
        if (saved.ok) {
          result.finalized += 1;
          toApprove.push(id);
        }
      } finally {
        agent.destroy();
      }
    }
  };

  const approver = async (k) => {
    const agent = new http.Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: `127.${20 + spec.phase}.250.${k + 1}`,
    });
    while (Date.now() < end) {
      const id = toApprove.shift();
      if (id === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const { status, body, upstream } = await send({
        port: spec.port,
        agent,
        method: 'POST',
        path: `/api/admin/orders/${id}/approve`,
        headers: { authorization: `Bearer ${spec.adminToken}` },
        body: { operationNumber: `A${id}` },
      });
      if (count('approve', { status, body, upstream })) result.approved += 1;
    }
    agent.destroy();
  };

  const started = Date.now();
  await Promise.all([
    ...spec.customers.map((person, k) => customer(person, k)),
    ...Array.from({ length: spec.approvers }, (_, k) => approver(k)),
  ]);
  result.seconds = (Date.now() - started) / 1000;
  process.stdout.write(JSON.stringify(result));
}

if (process.argv[2] === '--mixed-load') await run(JSON.parse(process.argv[3]));

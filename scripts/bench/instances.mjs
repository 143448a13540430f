// Several instances (issue 19, target 6): two servers on one PostgreSQL database and one Redis behind a
// round-robin proxy, under a mixed load of sign-ins, quotes, orders, vouchers, finalizations and approvals.
// Figures: throughput with two instances against one; each staff notification reaching each staff socket
// exactly once wherever the socket lives; rate limits holding across instances; a logged-out token refused
// everywhere; no acknowledged order lost when one instance is killed mid-load; requests per instance.
//   BENCH_SECONDS  length of each measured round (default 10)
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { mixedLoad, send } from './lib/mixed-load.mjs';
import { encryptPassword } from './lib/sign-in.mjs';
import { startProxy } from './lib/proxy.mjs';
import { emit, figure } from './lib/report.mjs';
import { processTree, startServer } from './lib/server.mjs';
import { openSharedDeployment } from './lib/shared-deployment.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// A Redis database of this bench's own, flushed at start and at the end.
const REDIS_URL = process.env.BENCH_INSTANCES_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const PASSWORD = 'Cambix123';
const CUSTOMERS = 16;
const APPROVERS = 1;
const ROUNDS = 2;
const SIGN_IN_LOCK_AFTER = 5; // decision 060: the fifth failure locks
const ADDRESS_LIMIT = 60; // POST /api/auth/me, per address and minute
const log = (...args) => console.error('[instances]', ...args);

// Both instances share what a deployment shares; the proxy is the only address they trust.
const deployment = await openSharedDeployment({
  label: 'instances',
  redisUrl: REDIS_URL,
  env: { TRUST_PROXY: '127.0.0.1' },
});
const { env, dataDir } = deployment;
const db = new pg.Client({ connectionString: deployment.databaseUrl });
const servers = [];
let proxy = null;
const sockets = [];

/** CPU time the server's process tree has used, ms (utime + stime; a contended machine does not inflate it). */
function cpuMs(server) {
  let ticks = 0;
  for (const pid of processTree(server.pid)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

function kill(server) {
  for (const pid of processTree(server.pid).reverse()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

async function cleanUp() {
  for (const socket of sockets) socket.disconnect();
  await proxy?.stop();
  await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
  await db.end().catch(() => undefined);
  await deployment.close();
}

try {
  log('starting instance A');
  const a = await startServer({ env, dataDir });
  servers.push(a);
  await db.connect();
  proxy = await startProxy({ upstreams: [{ name: 'A', port: a.port }] });
  const at = (port, options) => send({ port, ...options });
  const viaProxy = (options) => at(proxy.port, options);

  // Customers like Ana (validated, one PEN account), each with their own document, email and account.
  const columns = async (table) =>
    (
      await db.query(
        `select column_name from information_schema.columns where table_name = $1 and column_name <> 'id' and is_generated = 'NEVER'`,
        [table],
      )
    ).rows.map((row) => row.column_name);
  const userColumns = await columns('users');
  const accountColumns = await columns('bank_accounts');
  const [ana] = (await db.query(`select id from users where document_number = '40000001'`)).rows;
  const [anaAccount] = (
    await db.query(
      `select id, bank_id from bank_accounts where user_id = $1 and currency = 'PEN' order by id limit 1`,
      [ana.id],
    )
  ).rows;
  const cloneCustomer = async (dni) => {
    const pick = userColumns.map((column) =>
      column === 'document_number' ? '$1' : column === 'email' ? '$2' : `"${column}"`,
    );
    const [user] = (
      await db.query(
        `insert into users (${userColumns.map((c) => `"${c}"`).join(', ')}) select ${pick.join(', ')} from users where id = $3 returning id`,
        [dni, `bench.${dni}@cliente.test`, ana.id],
      )
    ).rows;
    const accountPick = accountColumns.map((column) => (column === 'user_id' ? '$1' : `"${column}"`));
    const [account] = (
      await db.query(
        `insert into bank_accounts (${accountColumns.map((c) => `"${c}"`).join(', ')}) select ${accountPick.join(', ')} from bank_accounts where id = $2 returning id`,
        [user.id, anaAccount.id],
      )
    ).rows;
    return { dni, accountId: account.id, userId: user.id };
  };
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await cloneCustomer(String(41000000 + i)));
  const lockedOut = await cloneCustomer('41999999');

  const { spki } = (
    await viaProxy({ path: '/api/auth/public-key', headers: { authorization: 'AppKey cambix-web' } })
  ).body.data;
  const signIn = async (dni, password = PASSWORD, extra = {}) =>
    viaProxy({
      method: 'POST',
      path: '/api/auth/login',
      headers: { authorization: 'AppKey cambix-web' },
      body: { dni, password: encryptPassword(spki, password), ...extra },
    });
  const tokenOf = async (dni) => {
    const answer = await signIn(dni);
    if (answer.status !== 200)
      throw new Error(`sign-in of ${dni}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data.token;
  };
  const adminToken = await tokenOf('10000001');
  // Signed in once before the rounds, so each round starts with work rather than a wave of sign-ins.
  for (const person of customers) person.token = await tokenOf(person.dni);
  const load = (phase, seconds) =>
    mixedLoad({
      port: proxy.port,
      seconds,
      phase,
      customers,
      bankId: anaAccount.bank_id,
      password: PASSWORD,
      spki,
      adminToken,
      approvers: APPROVERS,
      loginEvery: 4,
      amount: '150',
    });
  const summary = (result) =>
    `${result.ok} answers 2xx in ${result.seconds.toFixed(1)} s (${result.acked.length} orders, ${result.finalized} finalized, ${result.approved} approved); failed ${result.failed}: ${JSON.stringify(result.errors)}`;

  await load(0, 3); // warm-up of A

  log('starting instance B');
  const b = await startServer({ env, dataDir });
  servers.push(b);
  const upstreamA = { name: 'A', port: a.port };
  const upstreamB = { name: 'B', port: b.port };
  const both = [upstreamA, upstreamB];
  await proxy.setUpstreams(both);

  // Staff sockets through the proxy (alternately on A and B), each counting every notification it hears.
  const staff = [
    { dni: '10000001', token: adminToken },
    { dni: '10000003', token: await tokenOf('10000003') },
  ];
  const [adminRow, colaboradorRow] = (
    await db.query(
      `select id, document_number from users where document_number in ('10000001', '10000003') order by document_number`,
    )
  ).rows;
  const userIdOf = { 10000001: adminRow.id, 10000003: colaboradorRow.id };
  const heard = [];
  await proxy.reset();
  for (let i = 0; i < 8; i++) {
    const person = staff[Math.floor(i / 4)];
    const socket = connectSocket(proxy.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: person.token },
      reconnection: false,
    });
    const entry = { userId: userIdOf[person.dni], counts: new Map(), socket };
    socket.on('notification:new', (notification) =>
      entry.counts.set(notification.uuid, (entry.counts.get(notification.uuid) ?? 0) + 1),
    );
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
    heard.push(entry);
  }
  const socketsPerInstance = (await proxy.counts()).upgrades;
  log('staff sockets per instance:', JSON.stringify(socketsPerInstance));
  await load(1, 3); // warm-up of B

  // Rounds alternate one instance (B idle, out of the proxy) and two, so a burst of other work on the
  // machine does not land on one side only; the sockets on both hear every round's notifications.
  for (const entry of heard) entry.counts.clear();
  const since = (await db.query('select now() as now')).rows[0].now;
  const ones = [];
  const twos = [];
  const served = { A: 0, B: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    await proxy.setUpstreams([upstreamA]);
    let cpu = cpuMs(a) + cpuMs(b);
    ones.push(await load(2 + 2 * round, SECONDS));
    ones.at(-1).cpuMs = cpuMs(a) + cpuMs(b) - cpu;
    log('one instance:', summary(ones.at(-1)), `server CPU ${ones.at(-1).cpuMs} ms`);
    await proxy.setUpstreams(both);
    await proxy.reset();
    cpu = cpuMs(a) + cpuMs(b);
    twos.push(await load(3 + 2 * round, SECONDS));
    twos.at(-1).cpuMs = cpuMs(a) + cpuMs(b) - cpu;
    const counted = (await proxy.counts()).requests;
    served.A += counted.A ?? 0;
    served.B += counted.B ?? 0;
    log(
      'two instances:',
      summary(twos.at(-1)),
      `server CPU ${twos.at(-1).cpuMs} ms`,
      JSON.stringify(counted),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1500)); // the last emits cross Redis

  const recipients = (
    await db.query(
      `select nr.user_id, n.uuid from notification_recipients nr join notifications n on n.uuid = nr.notification_uuid where n.created_at >= $1`,
      [since],
    )
  ).rows;
  const known = new Set(recipients.map((row) => row.uuid));
  let duplicates = 0;
  let misses = 0;
  let foreign = 0;
  let expected = 0;
  for (const entry of heard) {
    const mine = recipients.filter((row) => row.user_id === entry.userId).map((row) => row.uuid);
    expected += mine.length;
    for (const uuid of mine) if (!entry.counts.has(uuid)) misses += 1;
    for (const [uuid, times] of entry.counts) {
      if (!known.has(uuid)) foreign += 1;
      else if (times > 1) duplicates += times - 1;
    }
  }
  log(`deliveries: expected ${expected}, duplicates ${duplicates}, misses ${misses}, unknown ${foreign}`);

  // Password guesses against one account, alternating instances, each from its own address: the lock
  // must come at the limit, not at twice it; a solved proof-of-work is brought when asked (decision 061).
  const solve = (challenge) => {
    for (let counter = 0; ; counter++) {
      const digest = crypto.createHash('sha256').update(`${challenge.seed}:${counter}`).digest();
      if (digest.readUInt32BE(0) >>> (32 - challenge.difficulty) === 0)
        return { token: challenge.token, solution: String(counter) };
    }
  };
  let guesses = 0;
  let lockedAt = null;
  let answer = null;
  const guessedOn = {};
  const guess = (server, attempt, extra = {}) =>
    at(server.port, {
      method: 'POST',
      path: '/api/auth/login',
      // Each guess from its own address, as the proxy would say: only the per-account count is tested.
      headers: { authorization: 'AppKey cambix-web', 'x-forwarded-for': `192.0.2.${attempt + 1}` },
      body: { dni: lockedOut.dni, password: encryptPassword(spki, 'Equivocada123'), ...extra },
    });
  for (let attempt = 0; attempt < 3 * SIGN_IN_LOCK_AFTER && lockedAt === null; attempt++) {
    const [server, label] = attempt % 2 === 0 ? [a, 'A'] : [b, 'B'];
    answer = await guess(server, attempt);
    if (answer.body?.code === 'AUTH_CHALLENGE_REQUIRED') {
      answer = await guess(server, attempt, { challenge: solve(answer.body.data.challenge) });
    }
    guessedOn[label] = (guessedOn[label] ?? 0) + 1;
    if (answer.body?.code === 'AUTH_INVALID_CREDENTIALS') guesses += 1;
    else if (answer.body?.code === 'AUTH_THROTTLED') lockedAt = guesses + 1;
    else throw new Error(`password guess: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  // The right password is refused on both instances while locked.
  const rightWhileLocked = [];
  for (const server of [a, b]) {
    const right = await at(server.port, {
      method: 'POST',
      path: '/api/auth/login',
      headers: { authorization: 'AppKey cambix-web' },
      body: { dni: lockedOut.dni, password: encryptPassword(spki, PASSWORD) },
    });
    rightWhileLocked.push(right.body?.code);
  }
  log(
    `lock after ${lockedAt} failures (guesses per instance ${JSON.stringify(guessedOn)}); right password then: ${rightWhileLocked}`,
  );

  // One address hammering a public endpoint through both instances: the per-address limit holds once.
  const agentless = { headers: { authorization: 'AppKey cambix-web' } };
  let passed = 0;
  const addressOn = {};
  for (let i = 0; i < 2 * ADDRESS_LIMIT + 10; i++) {
    const me = await send({
      port: proxy.port,
      method: 'POST',
      path: '/api/auth/me',
      ...agentless,
      body: { token: 'not-a-token' },
      localAddress: '127.98.0.1',
    });
    addressOn[me.upstream] = (addressOn[me.upstream] ?? 0) + 1;
    if (me.status !== 429) passed += 1;
  }
  log(
    `per-address limit: ${passed} of ${2 * ADDRESS_LIMIT + 10} passed (limit ${ADDRESS_LIMIT}); per instance ${JSON.stringify(addressOn)}`,
  );

  // A session used on both instances (each may keep what it read of it), ended on one: refused on both.
  const session = await tokenOf('10000001');
  const bearer = { authorization: `Bearer ${session}` };
  for (const server of [a, b]) await at(server.port, { path: '/api/notifications', headers: bearer });
  await viaProxy({ method: 'POST', path: '/api/auth/logout', headers: bearer, body: {} });
  const afterLogout = [];
  for (const server of [a, b])
    afterLogout.push((await at(server.port, { path: '/api/notifications', headers: bearer })).status);
  const refusing = afterLogout.filter((status) => status === 401).length;
  log(`logged-out token on A and B: ${afterLogout}`);

  // Kill B (SIGKILL, the whole tree) halfway through a round: every acknowledged order must exist.
  await proxy.reset();
  const killed = load(2 + 2 * ROUNDS, SECONDS);
  // Halfway, and not before B has answered some of this round (a loaded machine starts slowly).
  const roundStart = Date.now();
  while (Date.now() - roundStart < SECONDS * 800) {
    const servedByB = (await proxy.counts()).requests.B ?? 0;
    if (Date.now() - roundStart >= SECONDS * 500 && servedByB >= CUSTOMERS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const killedAt = Date.now();
  kill(b);
  const afterKill = await killed;
  const acknowledged = afterKill.acked.map((order) => order.id);
  const found = (await db.query('select id, code from orders where id = any($1::int[])', [acknowledged]))
    .rows;
  const foundCodes = new Map(found.map((row) => [Number(row.id), row.code]));
  const lostOrders = afterKill.acked.filter((order) => foundCodes.get(order.id) !== order.code);
  const lost = lostOrders.length;
  const ackedByB = afterKill.acked.filter((order) => order.upstream === 'B' && order.at < killedAt).length;
  if (lost > 0)
    log('lost:', JSON.stringify(lostOrders), 'found:', JSON.stringify(found), 'killed at', killedAt);
  const killCounts = await proxy.counts();
  log('kill round:', summary(afterKill), 'proxy:', JSON.stringify(killCounts), `lost ${lost}`);

  const servedA = served.A;
  const servedB = served.B;
  const rate = (results) =>
    results.reduce((sum, result) => sum + result.ok / result.seconds, 0) / results.length;
  const rps1 = rate(ones);
  const rps2 = rate(twos);
  const rounds = (results) => results.map((result) => summary(result)).join(' | ');
  // What a request costs the servers in CPU, whatever share of the cores they got.
  const cpuPerRequest = (results) =>
    results.reduce((sum, result) => sum + result.cpuMs, 0) /
    results.reduce((sum, result) => sum + result.ok, 0);
  emit([
    figure({
      name: 'Mixed load, two instances behind the proxy (sign-ins, quotes, orders, vouchers, approvals)',
      value: rps2,
      unit: 'req/s',
      floor: rps1,
      floorLabel: 'one instance behind the same proxy',
      budget: '≥ 0.9x one instance (2 cores: both instances share them, no doubling expected)',
      meets: rps2 >= 0.9 * rps1,
      note: `server CPU per answered request: one ${cpuPerRequest(ones).toFixed(1)} ms, two ${cpuPerRequest(twos).toFixed(1)} ms; ${CUSTOMERS} customers, ${APPROVERS} approver, ${ROUNDS} rounds of ${SECONDS} s each, alternating; one: ${rounds(ones)}; two: ${rounds(twos)}`,
    }),
    figure({
      name: 'Requests served by the instance that served fewer (two instances)',
      value: Math.min(servedA, servedB),
      unit: 'requests',
      budget: 'both > 0',
      meets: servedA > 0 && servedB > 0,
      note: `A ${servedA}, B ${servedB}; staff sockets A ${socketsPerInstance.A ?? 0}, B ${socketsPerInstance.B ?? 0}`,
    }),
    figure({
      name: 'Staff notifications delivered other than exactly once per socket',
      value: duplicates + misses,
      unit: 'deliveries',
      budget: '0 duplicates, 0 misses',
      meets: duplicates === 0 && misses === 0 && expected > 0,
      note: `${heard.length} sockets on both instances, ${expected} deliveries expected (${known.size} notifications); duplicates ${duplicates}, misses ${misses}, unknown ${foreign}`,
    }),
    figure({
      name: 'Password failures until the account locks, guesses spread over both instances',
      value: lockedAt ?? Infinity,
      unit: 'failures',
      floor: SIGN_IN_LOCK_AFTER,
      floorLabel: 'the configured limit',
      budget: `locked at the limit (${SIGN_IN_LOCK_AFTER}); right password then refused on both`,
      meets: lockedAt === SIGN_IN_LOCK_AFTER && rightWhileLocked.every((code) => code === 'AUTH_THROTTLED'),
      note: `guesses per instance ${JSON.stringify(guessedOn)}; right password while locked: ${rightWhileLocked.join(', ')}`,
    }),
    figure({
      name: 'Requests one address got through a per-address limit, over both instances',
      value: passed,
      unit: 'requests',
      floor: ADDRESS_LIMIT,
      floorLabel: 'the limit (POST /api/auth/me, 60 a minute)',
      budget: `= ${ADDRESS_LIMIT}`,
      meets: passed === ADDRESS_LIMIT,
      note: `${2 * ADDRESS_LIMIT + 10} sent; per instance ${JSON.stringify(addressOn)}`,
    }),
    figure({
      name: 'Instances refusing a logged-out token at once',
      value: refusing,
      unit: 'of 2',
      budget: '2 of 2',
      meets: refusing === 2,
      note: `statuses after logout: A ${afterLogout[0]}, B ${afterLogout[1]}`,
    }),
    figure({
      name: 'Acknowledged orders lost when one instance is killed (SIGKILL) mid-load',
      value: lost,
      unit: 'orders',
      budget: '0 lost',
      meets: lost === 0 && ackedByB > 0,
      note: `${afterKill.acked.length} orders acknowledged (${ackedByB} by the killed instance before it died), all looked up by id and code; ${summary(afterKill)}; proxy retried ${killCounts.retried} refused, cut off ${killCounts.failed}`,
    }),
  ]);
} finally {
  await cleanUp();
}

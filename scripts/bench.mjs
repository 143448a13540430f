#!/usr/bin/env node
// `npm run bench`: performance figures against the budgets in docs/architecture.md. Prints, never fails on speed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const frontendTool = process.env.BENCH_FRONTEND ?? path.resolve(root, '../shared/tools/bench-frontend.mjs');

function benchLogin() {
  if (!fs.existsSync(frontendTool)) {
    console.info(`login: skipped, no bench-frontend tool at ${frontendTool} (set BENCH_FRONTEND)`);
    return null;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@cambix/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-bench-')), 'login.json');
  const run = spawnSync('node', [frontendTool, 'apps/web/dist', '/login', '--runs', '5', '--json', report], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_DIR: path.join(root, 'node_modules/playwright-core') },
  });
  if (run.status !== 0) throw new Error('bench-frontend failed');
  return JSON.parse(fs.readFileSync(report, 'utf8'));
}

const login = benchLogin();
console.info('\n━━ budgets ━━');
if (login) {
  const jsKb = login.routeJs.gz / 1000;
  const { lcp } = login.medians;
  console.info(`/login route JS: ${jsKb.toFixed(1)} KB gzip (budget 100 KB)`);
  console.info(`/login LCP median: ${lcp == null ? 'n/a' : Math.round(lcp)} ms (budget 1600 ms)`);
}
const banksRun = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/cli/bench-banks.ts'], {
  cwd: root,
  encoding: 'utf8',
});
const banksLine = banksRun.stdout?.trim().split('\n').at(-1) ?? '';
try {
  const banks = JSON.parse(banksLine);
  console.info(
    `GET /api/banks: ${banks.banksRps} req/s vs a bare Fastify route ${banks.bareRps} req/s = ` +
      `${Math.round(banks.ratio * 100)} % (budget at least 60 %)`,
  );
} catch {
  console.info(`GET /api/banks: bench failed\n${banksRun.stderr ?? ''}`);
}
const ordersRun = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/cli/bench-orders.ts'], {
  cwd: root,
  encoding: 'utf8',
});
try {
  const orders = JSON.parse(ordersRun.stdout?.trim().split('\n').at(-1) ?? '');
  const row = (name, small, large) =>
    `${name}: median ${small.median.toFixed(1)} ms / p95 ${small.p95.toFixed(1)} ms with ${orders.smallRows} orders, ` +
    `median ${large.median.toFixed(1)} ms / p95 ${large.p95.toFixed(1)} ms with ${orders.largeRows.toLocaleString('en')} ` +
    `(${orders.driver}; budget: flat as the table grows)`;
  console.info(row('POST /api/order/new-order', orders.small.newOrder, orders.large.newOrder));
  console.info(row('GET /api/listOrders', orders.small.listOrders, orders.large.listOrders));
  console.info(
    row('GET /api/admin/orders (first page)', orders.small.adminFirstPage, orders.large.adminFirstPage),
  );
  console.info(
    row('GET /api/admin/orders (filtered)', orders.small.adminFilteredPage, orders.large.adminFilteredPage),
  );
  console.info(
    row('GET /api/admin/orders (search)', orders.small.adminSearchPage, orders.large.adminSearchPage),
  );
  console.info(
    row('GET /api/admin/orders (deep page)', orders.small.adminDeepPage, orders.large.adminDeepPage),
  );
} catch {
  console.info(`orders: bench failed\n${ordersRun.stderr ?? ''}`);
}
const notificationsRun = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  ['apps/api/src/cli/bench-notifications.ts'],
  { cwd: root, encoding: 'utf8' },
);
try {
  const fanOut = JSON.parse(notificationsRun.stdout?.trim().split('\n').at(-1) ?? '');
  for (const result of fanOut.results) {
    console.info(
      `notification:new to ${result.sockets.toLocaleString('en')} staff sockets: median ` +
        `${result.medianMs.toFixed(0)} ms until the last one hears it ` +
        `(clients in the same process; file descriptors allowed: ${fanOut.fdLimit})`,
    );
  }
} catch {
  console.info(`notifications: bench failed\n${notificationsRun.stderr ?? ''}`);
}
const movementsRun = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  ['apps/api/src/cli/bench-movements.ts'],
  { cwd: root, encoding: 'utf8' },
);
try {
  const movements = JSON.parse(movementsRun.stdout?.trim().split('\n').at(-1) ?? '');
  if (movements.skipped) {
    console.info(`GET /api/admin/finance/movements: skipped, ${movements.skipped}`);
  } else {
    const row = (name, small, large) =>
      `${name}: median ${small.median.toFixed(1)} ms with ${movements.smallRows.toLocaleString('en')} ledger rows, ` +
      `${large.median.toFixed(1)} ms with ${movements.largeRows.toLocaleString('en')} ` +
      `= ${(large.median / small.median).toFixed(2)}x (p95 ${small.p95.toFixed(1)} / ${large.p95.toFixed(1)} ms; ` +
      `${movements.driver}; budget within 2x)`;
    const { small, large } = movements;
    console.info(row('GET /api/admin/finance/movements (first page)', small.firstPage, large.firstPage));
    console.info(row('GET /api/admin/finance/movements (deep page)', small.deepPage, large.deepPage));
    console.info(row('GET /api/admin/finance/movements (one account)', small.accountPage, large.accountPage));
    console.info(
      row(
        'GET /api/admin/finance/movements (one account, deep)',
        small.accountDeepPage,
        large.accountDeepPage,
      ),
    );
  }
} catch {
  console.info(`movements: bench failed\n${movementsRun.stderr ?? ''}`);
}

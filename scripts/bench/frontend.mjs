#!/usr/bin/env node
/* global window */
// First loads on an emulated phone (CPU 4x, 150 ms, 1.6 Mbps, as the shared tools' bench-frontend): the
// visitor's landing "/", and each signed-in page of issue 35 (Ana's inicio and nueva orden, the
// Administrador's inicio and pagos, the Externo's órdenes), each opened cold (fresh context, empty cache) in a
// new tab of someone already signed in (the token and login time in localStorage, as the app keeps them),
// against /login measured in the same run (the floor). Reports largest paint, the route's JS (gzip KB, files),
// the bytes on the wire and when the route's first data call starts. BENCH_RUNS sets the cold runs per page
// (default 3).
import path from 'node:path';
import zlib from 'node:zlib';
import { emit, figure, median } from './lib/report.mjs';
import { CPU_SLOWDOWN, launchBrowser, NETWORK, PHONE } from './lib/phone.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import { signIn } from './lib/sign-in.mjs';

const { chromium } = await import(path.join(repoRoot, 'node_modules/playwright-core/index.mjs'));

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LCP_BUDGET_MS = 2500;
/** A signed-in page's largest paint against /login's in the same run (issue 35). */
const LOGIN_RATIO_BUDGET = 1.8;
// What the web sends before it holds a token (apps/web/src/lib/api-client.ts).
const QUIET_MS = 1000;
const CAP_MS = 45_000;

/** One cold load of `route`; `token` (when given) is stored before any script of the page runs. */
async function coldLoad(browser, url, route, token, dataPrefix) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(
    ([stored, at]) => {
      if (stored && !localStorage.getItem('token')) {
        localStorage.setItem('token', stored);
        localStorage.setItem('loginTime', String(at));
      }
      const seen = (window.__bench = { lcp: null });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    },
    [token, Date.now()],
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  const inflight = new Set();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith(url)) return;
    requests.set(event.requestId, { url: event.request.url, type: event.type, t0: event.timestamp });
    if (event.type !== 'WebSocket' && event.type !== 'EventSource') inflight.add(event.requestId);
    lastActivity = Date.now();
  });
  let wireBytes = 0;
  const settle = (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      wireBytes += event.encodedDataLength ?? 0;
      [request.t1, request.bytes] = [event.timestamp, event.encodedDataLength ?? 0];
    }
    inflight.delete(event.requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.failed = true;
    settle(event);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = Date.now();
  await page.goto(`${url}${route}`, { waitUntil: 'load', timeout: CAP_MS });
  while (Date.now() - started < CAP_MS) {
    // socket.io polls long: it is not part of the page's load.
    const pending = [...inflight].filter((id) => !requests.get(id)?.url.includes('/socket.io/'));
    if (pending.length === 0 && Date.now() - lastActivity >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  // On a loaded machine the page may paint its largest element after the network went quiet: wait for a
  // largest paint that no later one replaces for a second.
  let lcp = null;
  let steadySince = Date.now();
  while (Date.now() - started < CAP_MS) {
    const seen = await page.evaluate(() => window.__bench.lcp);
    if (seen !== lcp) [lcp, steadySince] = [seen, Date.now()];
    if (lcp !== null && Date.now() - steadySince >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  const landedOn = new URL(page.url()).pathname;
  if (process.env.BENCH_VERBOSE) {
    await page.screenshot({ path: `/tmp/bench-frontend${route.replaceAll('/', '-')}.png` });
    const zero = Math.min(...[...requests.values()].map((r) => r.t0));
    for (const r of requests.values())
      console.error(
        `  ${Math.round((r.t0 - zero) * 1000)}–${Math.round(((r.t1 ?? r.t0) - zero) * 1000)} ms ${(r.bytes / 1000 || 0).toFixed(1)} KB ${r.type} ${r.url.replace(url, '')}`,
      );
    console.error(`${route}: LCP ${lcp} on ${landedOn}`);
  }
  await context.close();
  const all = [...requests.values()];
  const first = Math.min(...all.map((request) => request.t0));
  const scripts = all.filter(
    (r) => !r.failed && (r.type === 'Script' || /\.m?js$/.test(new URL(r.url).pathname)),
  );
  const data = dataPrefix ? all.filter((r) => new URL(r.url).pathname.startsWith(dataPrefix)) : [];
  return {
    lcp,
    landedOn,
    wireKb: wireBytes / 1000,
    requests: requests.size,
    scripts: [...new Set(scripts.map((r) => new URL(r.url).pathname))],
    dataStartMs: data.length ? Math.round((Math.min(...data.map((r) => r.t0)) - first) * 1000) : null,
  };
}

/** gzip -9 size of each same-origin script, as the shared tool sizes them. */
async function gzipKb(url, paths) {
  let bytes = 0;
  for (const file of paths) {
    const body = Buffer.from(await (await fetch(`${url}${file}`)).arrayBuffer());
    bytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1000;
}

async function measure(browser, url, route, token, dataPrefix) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await coldLoad(browser, url, route, token, dataPrefix));
  const landed = runs.find((r) => r.landedOn !== route);
  if (landed) throw new Error(`${route} ended on ${landed.landedOn}: the stored session was not taken`);
  const scripts = [...new Set(runs.flatMap((r) => r.scripts))].sort();
  const starts = runs.map((r) => r.dataStartMs).filter((ms) => ms !== null);
  return {
    lcp: median(runs.map((r) => r.lcp)),
    lcps: runs.map((r) => Math.round(r.lcp)),
    wireKb: median(runs.map((r) => r.wireKb)),
    requests: median(runs.map((r) => r.requests)),
    files: scripts.length,
    kb: await gzipKb(url, scripts),
    dataStartMs: starts.length ? median(starts) : null,
  };
}

// BENCH_WEB_DIST: a web build made beforehand (on a busy machine a build at start can outlast the health wait).
const server = await startServer({
  env: process.env.BENCH_WEB_DIST ? { WEB_DIST: process.env.BENCH_WEB_DIST } : {},
});
const figures = [];
try {
  const tokens = {
    customer: (await signIn(server.url, '40000001')).token,
    admin: (await signIn(server.url, '10000001')).token,
    partner: (await signIn(server.url, '10000004')).token,
  };
  const browser = await launchBrowser(chromium);
  try {
    // BENCH_PAGES: only these signed-in routes (comma-separated), to look at one page.
    const only = process.env.BENCH_PAGES?.split(',');
    // The public landing (issue 34): a visitor with no session, its budget /login's own paint.
    if (!only) {
      const login = await measure(browser, server.url, '/login', null, null);
      const landing = await measure(browser, server.url, '/', null, null);
      figures.push(
        figure({
          name: '/ largest paint, cold visitor load, phone',
          value: Math.round(landing.lcp),
          unit: 'ms',
          floor: Math.round(login.lcp),
          floorLabel: '/login',
          budget: '≤ /login',
          meets: landing.lcp <= login.lcp,
          note: `landing runs ${landing.lcps.join(', ')} ms (${landing.kb.toFixed(1)} KB gzip JS in ${landing.files} files); /login runs ${login.lcps.join(', ')} ms (${login.kb.toFixed(1)} KB)`,
        }),
      );
    }
    const pages = [
      { label: 'Ana, cliente', route: '/userDashboard', token: tokens.customer, data: '/api/listOrders' },
      {
        label: 'Ana, cliente',
        route: '/userDashboard/nueva-orden',
        token: tokens.customer,
        data: '/api/exchange/rates',
      },
      { label: 'Administrador', route: '/dashboard', token: tokens.admin, data: '/api/admin/dashboard' },
      { label: 'Administrador', route: '/dashboard/pagos', token: tokens.admin, data: '/api/admin/orders' },
      { label: 'Externo', route: '/externo/ordenes', token: tokens.partner, data: '/api/partner/orders' },
    ];
    for (const { label, route, token, data } of pages.filter((page) => !only || only.includes(page.route))) {
      // The floor in the same stretch of the run as its page, so a burst of load lands on both.
      const login = await measure(browser, server.url, '/login', null, null);
      const signedIn = await measure(browser, server.url, route, token, data);
      const startsAt = signedIn.dataStartMs === null ? '' : `; ${data} starts at ${signedIn.dataStartMs} ms`;
      figures.push(
        figure({
          name: `${route} largest paint, cold signed-in load, phone`,
          value: Math.round(signedIn.lcp),
          unit: 'ms',
          floor: Math.round(login.lcp),
          floorLabel: '/login',
          budget: `≤ ${LCP_BUDGET_MS} ms and ≤ ${LOGIN_RATIO_BUDGET}x /login`,
          meets: signedIn.lcp <= LCP_BUDGET_MS && signedIn.lcp <= LOGIN_RATIO_BUDGET * login.lcp,
          note: `${label}: runs ${signedIn.lcps.join(', ')} ms; /login runs ${login.lcps.join(', ')} ms${startsAt}; ${signedIn.requests} requests, ${signedIn.wireKb.toFixed(1)} KB on the wire against /login's ${login.wireKb.toFixed(1)} KB`,
        }),
        figure({
          name: `${route} JS, cold signed-in load`,
          value: Number(signedIn.kb.toFixed(1)),
          unit: 'KB gzip',
          floor: Number(login.kb.toFixed(1)),
          floorLabel: '/login',
          budget: 'n/a (/login ≤ 90 KB is the bundle bench)',
          meets: null,
          note: `${signedIn.files} files against /login's ${login.files}`,
        }),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
emit(figures);

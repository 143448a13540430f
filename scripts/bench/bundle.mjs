#!/usr/bin/env node
// The web bundle: builds the target checkout's web where the bench servers share it (webDistFor), then the
// whole bundle's gzip weight and file count, the small chunks, and /login's JavaScript and largest paint on
// the emulated phone, measured by the shared bench-frontend tool.
//   BENCH_ROOT=/other/checkout  measures that checkout (before/after).
//   BENCH_FRONTEND=file         the tool, default ../shared/tools/bench-frontend.mjs beside the repository.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { emit, figure } from './lib/report.mjs';
import { repoRoot, targetRoot, webDistFor } from './lib/server.mjs';

/** Issue 19's peer figures for the product Cambix replaces (measured there, not here). */
const PREDECESSOR = { bundleKb: 282, files: 40 };
const BUNDLE_BUDGET_KB = 1.5 * PREDECESSOR.bundleKb;
const LOGIN_JS_BUDGET_KB = 90;
const LOGIN_LCP_BUDGET_MS = 1200;
const SMALL_BYTES = 1000;

const tool = process.env.BENCH_FRONTEND ?? path.resolve(repoRoot, '../shared/tools/bench-frontend.mjs');
const dist = webDistFor(targetRoot);

function build() {
  const run = spawnSync(
    'npm',
    ['run', 'build', '-w', '@cambix/web', '--', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: targetRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`web build failed in ${targetRoot}`);
}

function jsFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// The tool's measure: `gzip -9` of each file (zlib level 9 is the same deflate).
const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** A route's own chunk: one a page, shell or lazy part is loaded through (a dynamic import's target). */
function lazyTargets(files) {
  const targets = new Set();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)) targets.add(match[1]);
  }
  return targets;
}

function loginFigures() {
  if (!fs.existsSync(tool)) return null;
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-bench-bundle-')), 'login.json');
  const run = spawnSync('node', [tool, dist, '/login', '--runs', '5', '--json', report], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PLAYWRIGHT_DIR: path.join(repoRoot, 'node_modules/playwright-core') },
  });
  if (run.status !== 0) throw new Error('bench-frontend failed');
  return JSON.parse(fs.readFileSync(report, 'utf8'));
}

build();
const files = jsFiles(dist);
const sizes = files.map((file) => ({ file: path.relative(dist, file), gz: gzipBytes(file) }));
const totalKb = sizes.reduce((sum, f) => sum + f.gz, 0) / 1000;
const targets = lazyTargets(files);
const small = sizes.filter((f) => f.gz < SMALL_BYTES && !targets.has(path.basename(f.file)));
const largest = [...sizes].sort((a, b) => b.gz - a.gz).slice(0, 5);
console.info(
  `bundle of ${path.basename(targetRoot)}: ${files.length} JS files, ${totalKb.toFixed(1)} KB gzip; largest ` +
    largest.map((f) => `${path.basename(f.file)} ${(f.gz / 1000).toFixed(1)}`).join(', '),
);
if (small.length)
  console.info(`non-route chunks under 1 KB: ${small.map((f) => path.basename(f.file)).join(' ')}`);

const peer = 'a peer figure from issue 19, measured on the predecessor, not in this run';
const figures = [
  figure({
    name: 'Whole JS bundle (gzip -9, summed per file)',
    value: totalKb,
    unit: 'KB',
    floor: PREDECESSOR.bundleKb,
    floorLabel: 'predecessor',
    budget: `≤ 1.5x predecessor (${BUNDLE_BUDGET_KB} KB)`,
    meets: totalKb <= BUNDLE_BUDGET_KB,
    note: `${peer}; service worker and workbox included, as the tool counts them`,
  }),
  figure({
    name: 'JS files in the bundle',
    value: files.length,
    unit: 'files',
    floor: PREDECESSOR.files,
    floorLabel: 'predecessor',
    budget: 'none (context for the bundle figure)',
    meets: null,
    note: peer,
  }),
  figure({
    name: 'Chunks under 1 KB gzip that are not a route',
    value: small.length,
    unit: 'files',
    budget: '0',
    meets: small.length === 0,
    note: 'a route, shell or lazy part loaded by a dynamic import may be small',
  }),
];

const login = loginFigures();
if (login) {
  const jsKb = login.routeJs.gz / 1000;
  const { lcp, fcp } = login.medians;
  const entryKb = login.bundle.htmlJs.gz / 1000;
  figures.push(
    figure({
      name: '/login JS (gzip -9)',
      value: jsKb,
      unit: 'KB',
      floor: entryKb,
      floorLabel: 'built index.html (entry + modulepreloads)',
      budget: `≤ ${LOGIN_JS_BUDGET_KB} KB`,
      meets: jsKb <= LOGIN_JS_BUDGET_KB,
      note: `${login.routeJs.files.length} files: ${login.routeJs.files.map((f) => `${path.basename(f.path)} ${(f.gz / 1000).toFixed(1)}`).join(', ')}`,
    }),
    figure({
      name: '/login largest paint, emulated phone (median of 5)',
      value: lcp,
      unit: 'ms',
      floor: lcp == null ? null : fcp,
      floorLabel: '/login first paint',
      budget: `≤ ${LOGIN_LCP_BUDGET_MS} ms`,
      meets: lcp != null && lcp <= LOGIN_LCP_BUDGET_MS,
      note: `first paint ${fcp ?? 'n/a'} ms; CPU 4x, 150 ms, 1.6 Mbps; absolute times move with the machine load`,
    }),
  );
} else {
  console.info(`/login: skipped, no bench-frontend tool at ${tool} (set BENCH_FRONTEND)`);
}
emit(figures);

#!/usr/bin/env node
// `npm test`: every suite, then one line totalling them all: "N passed, N failed".
// Checks (lint, docs, format, typecheck) count one each. `npm test -- api e2e` runs only the suites named;
// any other argument is a file filter handed to each test suite named (`npm test -- e2e tests/x.spec.ts`, the
// e2e then in one part).
// Suites of one `group` run side by side, each printed whole when it ends: the checks are single-threaded (the
// contract's tests and the e2e parts' web build fill the core they leave idle: decision 195), and the PGlite
// API suite (no Redis, two workers) shares the machine with the PostgreSQL one (two workers, each on a Redis
// database of its own: decision 202). Last, alone, the mutation suite:
// `npm run mutate` on the modules whose code or tests changed since they last passed, as many as fit the time
// left (decision 146); each module run counts one, failed under 90 %.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-test-'));
const isCI = Boolean(process.env.CI);
const postgresUrl = process.env.TEST_DATABASE_URL;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SUITE_NAMES = [
  'lint',
  'typecheck',
  'format',
  'docs',
  'scripts',
  'contract',
  'web',
  'api',
  'e2e',
  'mutation',
];
const wanted = process.argv.slice(2).filter((argument) => SUITE_NAMES.includes(argument));
const fileFilters = process.argv.slice(2).filter((argument) => !SUITE_NAMES.includes(argument));
// A few files named: one part, so no part is left without a test to run.
const e2eParts = fileFilters.length ? 1 : Math.max(1, Number(process.env.E2E_PARTS ?? 2));
// Two checkouts side by side (a helper's worktree) each give their own E2E_PORT: part n serves on it + 10 n.
const e2eBasePort = Number(process.env.E2E_PORT ?? 4321);
// CI's limit for all of .ci/run (which exports CI_STARTED_AT), and at most this much of it for mutation.
const CI_MINUTES = 30;
const MUTATION_MINUTES = Number(process.env.MUTATION_BUDGET_MINUTES ?? 10);
// The e2e parts serve one web build, made before them, instead of building one each side by side.
const e2eWeb = path.join(root, 'e2e/.web/shared');
const WEB_BUILD = ['npm', 'run', '--silent', 'build', '-w', '@cambix/web', '--', '--outDir'];

// With PostgreSQL beside it, the PGlite suite runs what the embedded default has of its own: the database
// client, queues, sockets and start-up, the seed, the endpoint matrix, and the money's path (orders, their
// pipeline, the ledger) through PGlite's driver. Every other file runs on PostgreSQL (decision 195).
const EMBEDDED_SHARE = [
  'src/platform/',
  'src/seed/',
  'test/',
  'src/modules/orders/',
  'src/modules/order-pipeline/',
  'src/modules/finance-ledger/',
];

const suites = [
  { name: 'lint', kind: 'check', group: 'checks', command: ['npx', 'eslint', '.'] },
  { name: 'typecheck', kind: 'check', group: 'checks', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'format', kind: 'check', group: 'checks', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'docs', kind: 'check', group: 'checks', command: ['node', 'scripts/check-docs.mjs'] },
  { name: 'scripts', kind: 'check', group: 'checks', command: ['node', '--test', 'scripts/*.test.mjs'] },
  // Small: beside the checks, on the core lint leaves idle once the others end.
  { name: 'contract', kind: 'vitest', group: 'checks', cwd: 'packages/contract' },
  { name: 'web', kind: 'vitest', cwd: 'apps/web' },
  {
    name: 'api',
    label: 'api on PGlite',
    kind: 'vitest',
    group: 'api',
    cwd: 'apps/api',
    // With PostgreSQL the Redis tests run in that suite; here they would meet its sockets on one Redis. Races
    // and volumes then prove their point there only (apps/api/test/support/suites.ts, decision 195).
    env: { TEST_DATABASE_URL: '', ...(postgresUrl && { TEST_REDIS_URL: '', TEST_POSTGRES_BESIDE: '1' }) },
    // Without Redis tests it may spread over both cores: once the PostgreSQL suite ends, one would idle.
    args: postgresUrl || !process.env.TEST_REDIS_URL ? ['--maxWorkers=2'] : [],
    files: postgresUrl ? EMBEDDED_SHARE : [],
  },
  ...(postgresUrl
    ? [
        {
          name: 'api',
          label: 'api on PostgreSQL',
          kind: 'vitest',
          group: 'api',
          cwd: 'apps/api',
          env: { TEST_DATABASE_URL: postgresUrl },
          // Each worker on its own Redis database (apps/api/test/support/redis-per-worker.ts): one worker
          // left a core idle once the PGlite share had ended.
          args: ['--maxWorkers=2'],
        },
      ]
    : []),
  // Each part runs its share of the spec files on a server and database of its own (its own port), so the
  // parts never meet; side by side they keep both cores busy where one browser and one server leave one idle.
  ...Array.from({ length: e2eParts }, (_, part) => ({
    name: 'e2e',
    label: e2eParts > 1 ? `e2e in Chromium, part ${part + 1} of ${e2eParts}` : 'e2e in Chromium',
    kind: 'playwright',
    group: 'e2e',
    cwd: 'e2e',
    shard: `${part + 1}/${e2eParts}`,
    env: { E2E_PORT: String(e2eBasePort + part * 10), ...(e2eParts > 1 && { E2E_WEB_DIST: e2eWeb }) },
  })),
  { name: 'mutation', label: 'mutation of changed modules', kind: 'mutation' },
];

const selected = wanted.length ? suites.filter((suite) => wanted.includes(suite.name)) : suites;
if (suites.some((suite) => !SUITE_NAMES.includes(suite.name))) throw new Error('SUITE_NAMES lacks a suite');

/** Runs `command`; with `buffered`, its output is kept and printed whole when it ends. */
function run(command, options = {}, buffered = false) {
  const [bin, ...args] = command;
  const child = spawn(bin, args, {
    cwd: path.join(root, options.cwd ?? '.'),
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...options.env },
  });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      if (buffered) {
        console.info(`\n━━ ${options.label ?? options.name} ━━`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code ?? 1);
    });
  });
}

/** The first line of an error, without its colours: enough to tell one failure from another in the summary. */
function firstLine(text) {
  const plain = stripVTControlCharacters(text ?? '');
  return plain.split('\n').find((line) => line.trim()) ?? '';
}

/** Each failed test of a Vitest JSON report, as "file › title: first line of its error". */
function vitestFailures(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const where = path.relative(root, file.name);
        return `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`;
      }),
  );
}

/** Each test of a Playwright JSON report that failed or passed only on a second try, with its first error. */
function playwrightFailures(report) {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return report.suites.flatMap(specs).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => {
        const error = test.results.find((result) => result.error)?.error?.message;
        const kind = test.status === 'flaky' ? ' (passed on a second try)' : '';
        return `${spec.file}:${spec.line} › ${spec.title}${kind}: ${firstLine(error)}`;
      }),
  );
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Minutes the mutation suite may take: its own budget, and no more than CI's limit leaves. */
function mutationBudget() {
  const started = Number(process.env.CI_STARTED_AT);
  if (!started) return MUTATION_MINUTES;
  const left = CI_MINUTES - 1 - (Date.now() / 1000 - started) / 60;
  return Math.max(0, Math.min(MUTATION_MINUTES, left));
}

async function runMutation(suite, index, buffered) {
  const output = path.join(reports, `mutation-${index}.json`);
  const budget = mutationBudget();
  const command = ['node', 'scripts/mutate.mjs', '--changed', '--no-record', '--summary', output];
  const status = await run([...command, '--budget', budget.toFixed(1)], suite, buffered);
  const summary = readJson(output);
  if (!summary) return { passed: 0, failed: 1, note: 'no summary: the run crashed' };
  const passed = summary.ran.filter((module) => module.passed).length;
  const failed = summary.ran.length - passed + (status !== 0 && passed === summary.ran.length ? 1 : 0);
  const skipped = summary.skipped.map((module) => module.module).join(', ');
  const note = skipped
    ? `skipped ${skipped}: over the ${budget.toFixed(0)} min budget`
    : summary.ran.length
      ? null
      : 'no module changed since its last pass';
  return { passed, failed, ...(note && { note }) };
}

async function runSuite(suite, index, buffered) {
  if (suite.kind === 'mutation') return runMutation(suite, index, buffered);
  if (suite.kind === 'check') {
    const status = await run(suite.command, suite, buffered);
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  }
  if (suite.kind === 'vitest') {
    const output = path.join(reports, `vitest-${index}.json`);
    const status = await run(
      [
        'npx',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${output}`,
        ...(suite.args ?? []),
        ...(fileFilters.length ? ['--passWithNoTests', ...fileFilters] : (suite.files ?? [])),
      ],
      suite,
      buffered,
    );
    const report = readJson(output);
    if (!report) return { passed: 0, failed: 1, note: 'no report: the run crashed' };
    const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
    return { passed: report.numPassedTests, failed, failures: vitestFailures(report) };
  }
  if (!fs.existsSync(chromium)) {
    const message = `No Chromium at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
    if (isCI) return { passed: 0, failed: 1, note: message };
    console.warn(`\n${'!'.repeat(78)}\n!! e2e SKIPPED. ${message}\n${'!'.repeat(78)}\n`);
    return { passed: 0, failed: 0, note: 'skipped: no Chromium' };
  }
  const output = path.join(reports, `playwright-${index}.json`);
  const status = await run(
    // The config adds its JSON reporter when PLAYWRIGHT_JSON_OUTPUT_NAME is set.
    [
      'npx',
      'playwright',
      'test',
      `--shard=${suite.shard}`,
      ...(fileFilters.length ? ['--pass-with-no-tests', ...fileFilters] : []),
    ],
    { ...suite, env: { ...suite.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output, CHROMIUM_PATH: chromium } },
    buffered,
  );
  const report = readJson(output);
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1, note: 'no report: the run crashed' };
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  const flaky = stats.flaky
    ? { note: `${stats.flaky} passed only on a second try: see their first failure above` }
    : {};
  return { passed: stats.expected + stats.flaky, failed, failures: playwrightFailures(report), ...flaky };
}

// Consecutive suites of one group make a batch that runs side by side.
const batches = [];
for (const [index, suite] of selected.entries()) {
  const last = batches.at(-1);
  if (suite.group && last?.[0].suite.group === suite.group) last.push({ suite, index });
  else batches.push([{ suite, index }]);
}

// The e2e parts' web build starts with the first batch: the checks leave a core idle while lint ends alone.
const sharedBuild = selected.some((suite) => suite.env?.E2E_WEB_DIST)
  ? run([...WEB_BUILD, e2eWeb], { label: 'the web app, built once for the e2e parts' }, true)
  : null;

const results = [];
for (const batch of batches) {
  const buffered = batch.length > 1;
  if (sharedBuild && batch.some(({ suite }) => suite.env?.E2E_WEB_DIST)) {
    // The failure shows above; each part's server then makes (and reports) a build of its own.
    if ((await sharedBuild) !== 0) for (const { suite } of batch) delete suite.env.E2E_WEB_DIST;
  }
  if (buffered)
    console.info(`\n━━ ${batch.map(({ suite }) => suite.label ?? suite.name).join(' + ')}, side by side ━━`);
  const finished = await Promise.all(
    batch.map(async ({ suite, index }) => {
      const label = suite.label ?? suite.name;
      if (!buffered) console.info(`\n━━ ${label} ━━`);
      const started = Date.now();
      const result = await runSuite(suite, index, buffered);
      return { label, seconds: (Date.now() - started) / 1000, ...result };
    }),
  );
  results.push(...finished);
}

// Every suite runs on the Node the lockfile installs (decision 144): npm puts node_modules/.bin first on PATH.
console.info(`\n━━ summary (Node ${process.versions.node}) ━━`);
for (const result of results) {
  const mark = result.failed ? '✘' : '✔';
  const note = result.note ? ` (${result.note})` : '';
  console.info(
    `${mark} ${result.label.padEnd(20)} ${result.passed} passed, ${result.failed} failed, ${result.seconds.toFixed(1)} s${note}`,
  );
}
// CI keeps only a run's last lines: the failures are named here, not only in each suite's output far above.
const failures = results.flatMap((result) =>
  (result.failures ?? []).map((line) => `${result.label}: ${line}`),
);
if (failures.length)
  console.info(
    `\nFailed, or passed only on a second try:\n${failures.map((line) => `  ${line}`).join('\n')}`,
  );
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
fs.rmSync(reports, { recursive: true, force: true });
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

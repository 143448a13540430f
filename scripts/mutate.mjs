#!/usr/bin/env node
// `npm run mutate`: Stryker on the modules where a bug costs money or leaks data (decision 139), one run per
// module so that each runs only the tests that cover it; then one table of scores and every mutant that lived.
// `npm run mutate -- ledger promotions` runs the modules named; `--since main` those whose files differ from main;
// `--changed` those whose files changed since the commit at which each last passed (scripts/mutation-passed.json,
// which a run that passes on a clean module updates), and `--budget 10` only as many of those as the table's
// measured times fit in 10 minutes (npm test's mutation suite, decision 146); `--incremental` reruns only the
// mutants whose code or tests changed since the module's last run here; `--pglite` keeps the API tests on PGlite
// where PostgreSQL is at hand.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  PASSED_FILE,
  fitBudget,
  label,
  minutes,
  modulesChanged,
  secondsOf,
  touching,
} from './mutation-changes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const THRESHOLD = 90;

/**
 * Each module: the workspace it lives in, the files Stryker mutates and the test files that must kill their
 * mutants (paths in the workspace). A module named twice (money) is one run per workspace. `seconds`: how long
 * its run took in the full run of 2 December 2026 at 06a0065 (two cores shared with three other jobs, load 8 to
 * 10; 29 min 32 s in all), what `--budget` plans with; take it again when a module's tests or mutants grow.
 */
const MODULES = [
  {
    name: 'money',
    workspace: 'packages/contract',
    mutate: ['src/common/money.ts'],
    tests: ['src/common/money.test.ts'],
    seconds: 37,
  },
  {
    name: 'money',
    workspace: 'apps/api',
    mutate: ['src/platform/money.ts'],
    tests: ['src/platform/money.test.ts'],
    seconds: 20,
  },
  {
    name: 'quotes',
    workspace: 'packages/contract',
    mutate: ['src/exchange/rules.ts'],
    tests: ['src/exchange/rules.test.ts'],
    seconds: 66,
  },
  {
    name: 'module-access',
    workspace: 'packages/contract',
    mutate: ['src/module-access.ts'],
    tests: ['src/module-access.test.ts'],
    seconds: 7,
  },
  {
    name: 'access',
    workspace: 'apps/api',
    mutate: ['src/platform/http/access.ts'],
    tests: ['src/platform/http/access*.test.ts', 'src/modules/order-links/link-session.test.ts'],
    seconds: 349,
  },
  {
    name: 'limits',
    workspace: 'apps/api',
    mutate: ['src/modules/orders/monthly-limit.ts', 'src/modules/orders/monthly-usage.ts'],
    tests: [
      'src/modules/orders/monthly-limit.test.ts',
      'src/modules/orders/orders.test.ts',
      'src/modules/orders/divisas-orders.test.ts',
      // A partner's client is held to the limit too, with its own refusal.
      'src/modules/partners-orders/create-partner-order.test.ts',
      // Checked again at finalize, with the refusal that keeps the order.
      'src/modules/orders/finalize-limit.test.ts',
    ],
    seconds: 108,
  },
  {
    // Rate-lock gaming (decision 211): which locks lapsed, and the price an indicative order is fixed at.
    name: 'rate-locks',
    workspace: 'apps/api',
    mutate: ['src/modules/exchange/lapsed-rate-locks.ts', 'src/modules/orders/reprice-divisas-order.ts'],
    tests: [
      'src/modules/exchange/lapsed-rate-locks.test.ts',
      'src/modules/orders/indicative-quotes.test.ts',
      'src/modules/partners-orders/partner-indicative.test.ts',
      // A client's factura kept on the order and answered (decision 213).
      'src/modules/partners-orders/partner-factura.test.ts',
      'src/modules/orders/divisas-orders.test.ts',
    ],
    seconds: 150,
  },
  {
    name: 'promotions',
    workspace: 'apps/api',
    mutate: ['src/modules/promotions/find-usable-promo.ts', 'src/modules/promotions/check-promo.ts'],
    // Not promo-races: on PGlite its racers run one after another, as these do, and it outlasts them all.
    tests: ['src/modules/promotions/promotions.test.ts'],
    seconds: 152,
  },
  {
    name: 'order-links',
    workspace: 'apps/api',
    mutate: [
      'src/modules/order-links/open-link.ts',
      'src/modules/order-links/link-facts.ts',
      'src/modules/order-links/servable-link.ts',
    ],
    tests: ['src/modules/order-links/*.test.ts'],
    seconds: 178,
  },
  {
    name: 'partner-orders',
    workspace: 'apps/api',
    mutate: [
      'src/modules/partners-orders/create-partner-order.ts',
      'src/modules/partners-orders/open-partner-link.ts',
      // What an order costs a partner's client, and the quote that must say the same.
      'src/modules/partners-orders/partner-order-terms.ts',
      'src/modules/partners-orders/quote-api-order.ts',
    ],
    tests: [
      'src/modules/partners-orders/create-partner-order.test.ts',
      'src/modules/partners-orders/partner-link.test.ts',
      'src/modules/partners-orders/partner-divisas.test.ts',
      // The partner's divisas quote turns indicative after its lapsed locks.
      'src/modules/partners-orders/partner-indicative.test.ts',
      'src/modules/partners-api/quote-and-cancel.test.ts',
      // The first answer replayed for 24 hours, the order as it is after.
      'src/modules/partners-api/idempotency-key.test.ts',
      // A code drawn twice: the order is written again under its own unique index.
      'src/modules/orders/order-code-collision.test.ts',
      // A held client refused; the declaración asked by the order that reaches the structuring sum.
      'src/modules/compliance-screening/screening.test.ts',
      'src/modules/compliance-rules/compliance-rules.test.ts',
    ],
    seconds: 126,
  },
  {
    // Which pending order a bank statement line pays, and whether it is approved on its own (decision 186).
    name: 'payment-matching',
    workspace: 'apps/api',
    mutate: [
      'src/modules/payment-matching/match-payment-line.ts',
      'src/modules/payment-matching/line-key.ts',
    ],
    tests: ['src/modules/payment-matching/match-payment-line.test.ts'],
    seconds: 30,
  },
  {
    name: 'ledger',
    workspace: 'apps/api',
    mutate: [
      'src/modules/finance-ledger/record-ledger-entry.ts',
      'src/modules/finance-ledger/record-manual-movement.ts',
      'src/modules/finance-ledger/save-manual-movement.ts',
      'src/modules/finance-ledger/carry-out-movement.ts',
      'src/modules/finance-ledger/reverse-entry.ts',
    ],
    tests: [
      'src/modules/finance-ledger/record-ledger-entry.test.ts',
      'src/modules/finance-ledger/manual-movements.test.ts',
      'src/modules/finance-ledger/running-balance.test.ts',
      'src/modules/four-eyes/four-eyes.test.ts',
      'src/modules/four-eyes/manual-movement-requests.test.ts',
    ],
    seconds: 437,
  },
  {
    name: 'payouts',
    workspace: 'apps/api',
    mutate: ['src/modules/order-pipeline/pay-out-order.ts'],
    tests: ['src/modules/order-pipeline/pay-out-order.test.ts'],
    seconds: 126,
  },
  {
    name: 'four-eyes',
    workspace: 'apps/api',
    mutate: [
      'src/modules/four-eyes/assert-second-person.ts',
      'src/modules/four-eyes/request-approval.ts',
      'src/modules/four-eyes/waits-for-second-person.ts',
      // The one path every request is decided through (decision 148).
      'src/modules/four-eyes/decide-request.ts',
      'src/modules/approvals/decide-approval.ts',
      'src/modules/approvals/decide-movement.ts',
    ],
    tests: ['src/modules/four-eyes/*.test.ts', 'src/modules/points/points-four-eyes.test.ts'],
    seconds: 166,
  },
  {
    name: 'register',
    workspace: 'apps/api',
    mutate: [
      'src/modules/compliance-register/enter-register.ts',
      'src/modules/compliance-register/usd-equivalent.ts',
      'src/modules/compliance-register/correct-register-row.ts',
    ],
    tests: ['src/modules/compliance-register/*.test.ts'],
    seconds: 100,
  },
  {
    name: 'screening',
    workspace: 'apps/api',
    mutate: [
      'src/modules/compliance-screening/normalize-name.ts',
      'src/modules/compliance-screening/find-hits.ts',
      'src/modules/compliance-screening/screen-customer.ts',
      'src/modules/compliance-alerts/customer-hold.ts',
      'src/modules/compliance-alerts/is-pep.ts',
      'src/modules/compliance-alerts/decide-alert.ts',
    ],
    tests: ['src/modules/compliance-screening/*.test.ts'],
    seconds: 123,
  },
  {
    name: 'compliance-rules',
    workspace: 'apps/api',
    mutate: [
      'src/modules/compliance-rules/structuring-rule.ts',
      'src/modules/compliance-rules/structuring-sum.ts',
      'src/modules/compliance-rules/structuring-window.ts',
      'src/modules/compliance-rules/sudden-change-rule.ts',
      'src/modules/compliance-rules/new-accounts-rule.ts',
      'src/modules/compliance-rules/rejected-identity-rule.ts',
      'src/modules/compliance-rules/shared-partner-client-rule.ts',
      'src/modules/compliance-rules/third-party-payer-rule.ts',
      'src/modules/compliance-rules/rule-window.ts',
    ],
    tests: ['src/modules/compliance-rules/*.test.ts'],
    seconds: 300,
  },
];

const reportsDir = path.join(root, 'reports/mutation');
const reportOf = (module) => path.join(reportsDir, `${module.name}-${path.basename(module.workspace)}`);

function parseArguments(argv) {
  const options = {
    names: [],
    since: null,
    changed: false,
    budget: null,
    summary: null,
    record: true,
    concurrency: 2,
    incremental: false,
    pglite: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i];
    if (argument === '--since') options.since = argv[++i] ?? 'main';
    else if (argument.startsWith('--since=')) options.since = argument.slice('--since='.length);
    else if (argument === '--changed') options.changed = true;
    else if (argument === '--budget') options.budget = Number(argv[++i]);
    else if (argument === '--summary') options.summary = argv[++i];
    else if (argument === '--no-record') options.record = false;
    else if (argument === '--incremental') options.incremental = true;
    else if (argument === '--pglite') options.pglite = true;
    else if (argument === '--concurrency') options.concurrency = Number(argv[++i]);
    else if (argument.startsWith('--concurrency=')) options.concurrency = Number(argument.split('=')[1]);
    else options.names.push(argument);
  }
  return options;
}

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
const lines = (text) => text.split('\n').filter(Boolean);

/** The files of the work tree that differ from `ref`, new ones too; null when this clone lacks `ref`. */
function filesChangedSince(ref) {
  if (git('cat-file', '-e', `${ref}^{commit}`).status !== 0) return null;
  const diff = git('diff', '--name-only', ref);
  if (diff.status !== 0) throw new Error(`git diff ${ref} failed: ${diff.stderr}`);
  return [...lines(diff.stdout), ...lines(git('ls-files', '--others', '--exclude-standard').stdout)];
}

function readPassed() {
  const file = path.join(root, PASSED_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function changedSinceTheirPass() {
  const chosen = modulesChanged(MODULES, readPassed(), filesChangedSince);
  for (const { module, reason } of chosen) console.info(`mutation: ${label(module)}: ${reason}`);
  return chosen.map(({ module }) => module);
}

function changedSince(ref) {
  const changed = filesChangedSince(ref);
  if (changed === null) throw new Error(`No commit ${ref} in this clone.`);
  return MODULES.filter((module) => touching(module, changed).length > 0);
}

function select(options) {
  if (options.changed) return changedSinceTheirPass();
  if (options.since) return changedSince(options.since);
  if (options.names.length === 0) return MODULES;
  const unknown = options.names.filter((name) => !MODULES.some((module) => module.name === name));
  if (unknown.length) {
    const known = [...new Set(MODULES.map((module) => module.name))].join(', ');
    throw new Error(`No module named ${unknown.join(', ')}. The modules: ${known}.`);
  }
  return MODULES.filter((module) => options.names.includes(module.name));
}

function strykerConfig(module, { concurrency, incremental }) {
  const report = reportOf(module);
  return {
    testRunner: 'vitest',
    // Only the module's own tests (MUTATE_TESTS): the API's related files reach nearly every test through the
    // app. Not Stryker's testFiles: with it, 10.1.1 never activates a mutant made as the module loads.
    vitest: { configFile: 'vitest.mutate.config.mjs', related: false, pool: 'forks' },
    mutate: module.mutate,
    coverageAnalysis: 'perTest',
    concurrency,
    // The dry run of an API module builds the PGlite snapshot and runs its tests once.
    dryRunTimeoutMinutes: 15,
    // A mutant that hangs is a timeout (counted as detected); on a busy machine an API test file can take 20 s.
    // The contract's tests are pure and take milliseconds: there a hanging mutant (a loop that never ends) is
    // given up after 5 s, not 30 (quotes had three, a minute of its two).
    timeoutMS: module.workspace === 'apps/api' ? 30_000 : 5_000,
    reporters: [process.stdout.isTTY ? 'progress' : 'progress-append-only', 'json', 'html'],
    jsonReporter: { fileName: `${report}.json` },
    htmlReporter: { fileName: `${report}.html` },
    incremental,
    incrementalFile: `${report}.incremental.json`,
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
  };
}

function runStryker(module, options) {
  for (const extension of ['json', 'html']) fs.rmSync(`${reportOf(module)}.${extension}`, { force: true });
  const configFile = path.join(options.scratch, `${module.name}-${path.basename(module.workspace)}.json`);
  fs.writeFileSync(configFile, JSON.stringify(strykerConfig(module, options), null, 2));
  const stryker = path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
  const child = spawn(process.execPath, [stryker, 'run', configFile], {
    cwd: path.join(root, module.workspace),
    env: { ...process.env, ...options.databaseEnv, MUTATE_TESTS: module.tests.join(',') },
    stdio: 'inherit',
  });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Stryker's score: killed and timed-out mutants over every valid one (errors and ignored left out). */
function summarize(module, status) {
  const file = `${reportOf(module)}.json`;
  if (status !== 0 || !fs.existsSync(file)) return { module, failed: true };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, other: 0 };
  const survivors = [];
  for (const [name, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (mutant.status in count) count[mutant.status] += 1;
      else count.other += 1;
      if (UNDETECTED.has(mutant.status))
        survivors.push({
          where: `${path.join(module.workspace, name)}:${mutant.location.start.line}`,
          mutator: mutant.mutatorName,
          replacement: (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 70),
          status: mutant.status,
        });
    }
  }
  const detected = [...DETECTED].reduce((sum, key) => sum + count[key], 0);
  const valid = detected + [...UNDETECTED].reduce((sum, key) => sum + count[key], 0);
  const score = valid === 0 ? 100 : (detected / valid) * 100;
  return { module, count, score, survivors };
}

function printSummary(results, seconds) {
  const line = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' ');
  const widths = [28, 8, 8, 9, 12, 8, 8];
  console.info(`\n━━ mutation score per module (threshold ${THRESHOLD} %, Node ${process.versions.node}) ━━`);
  console.info(line(['module', 'killed', 'timeout', 'survived', 'no coverage', 'score', 'time'], widths));
  for (const result of results) {
    const time = `${Math.round(result.seconds)} s`;
    if (result.failed) {
      console.info(line([label(result.module), '', '', '', '', 'FAILED', time], widths));
      continue;
    }
    const { count, score } = result;
    const mark = score >= THRESHOLD ? '' : ' ✘';
    const cells = [
      count.Killed,
      count.Timeout,
      count.Survived,
      count.NoCoverage,
      `${score.toFixed(1)} %${mark}`,
    ];
    console.info(line([label(result.module), ...cells, time], widths));
  }
  console.info(`total ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`);
  for (const result of results.filter((each) => each.survivors?.length)) {
    console.info(`\n━━ ${label(result.module)}: mutants that lived ━━`);
    for (const survivor of result.survivors) {
      const kind = survivor.status === 'NoCoverage' ? ' (no test runs it)' : '';
      console.info(`${survivor.where}  ${survivor.mutator}${kind}  → ${survivor.replacement}`);
    }
  }
  console.info(`\nReports: ${path.relative(root, reportsDir)}/<module>.html`);
}

/** PostgreSQL at 127.0.0.1:5432 when something answers there (.ci/run's rule), else null. */
function localPostgres() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    const answer = (url) => {
      socket.destroy();
      resolve(url);
    };
    socket.on('connect', () => answer('postgres://postgres@127.0.0.1:5432/test'));
    socket.on('error', () => answer(null));
    socket.on('timeout', () => answer(null));
  });
}

/** The run's template and any test file's copy a stopped test process left behind. */
async function dropDatabases(url, prefix) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'", [
      prefix,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(
    `Stryker needs Node 22 or newer, this is ${process.versions.node}: run it as npm run mutate.`,
  );
  process.exit(1);
}
/** For npm test (`--summary`): each module run with its score, and the ones the budget left out. */
function writeSummary(results, skipped) {
  if (!options.summary) return;
  const ran = results.map((result) => ({
    module: label(result.module),
    score: result.score ?? null,
    passed: !result.failed && result.score >= THRESHOLD,
  }));
  const left = skipped.map((module) => ({ module: label(module), seconds: secondsOf(module) }));
  fs.writeFileSync(options.summary, JSON.stringify({ ran, skipped: left }));
}

/**
 * The commit at which each module passed, for `--changed`: only when the work tree held that commit's version of
 * the module's code and tests as the run started, so the record names what was tested.
 */
function recordPasses(results, { head, dirty }) {
  const passing = results.filter(
    (result) => !result.failed && result.score >= THRESHOLD && touching(result.module, dirty).length === 0,
  );
  if (!head || passing.length === 0) return;
  const passed = readPassed();
  for (const { module } of passing) passed[label(module)] = head;
  const sorted = Object.fromEntries(Object.entries(passed).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(root, PASSED_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
  const names = passing.map(({ module }) => label(module)).join(', ');
  console.info(`\nRecorded ${names} as passing at ${head.slice(0, 8)} in ${PASSED_FILE}: commit it.`);
}

const options = parseArguments(process.argv.slice(2));
let selected;
try {
  selected = select(options);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
let skipped = [];
if (options.budget !== null && selected.length) {
  ({ run: selected, skipped } = fitBudget(selected, options.budget * 60));
  if (skipped.length) {
    const need = skipped.reduce((sum, module) => sum + secondsOf(module), 0);
    const left = skipped.map(label).join(', ');
    console.info(
      `mutation: skipped ${left}: would take ${minutes(need)}, over the ${options.budget.toFixed(0)} min budget`,
    );
  }
}
if (selected.length === 0) {
  if (!skipped.length)
    console.info(
      options.changed
        ? `mutation: no module changed since its last pass (${PASSED_FILE})`
        : `No module's files changed since ${options.since}: nothing to mutate.`,
    );
  writeSummary([], skipped);
  process.exit(0);
}
// What the run tests: the commit checked out now, and the files that differ from it.
const startedAt = { head: git('rev-parse', 'HEAD').stdout.trim(), dirty: filesChangedSince('HEAD') ?? [] };
fs.mkdirSync(reportsDir, { recursive: true });
options.scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-mutate-'));
// The API's test database, migrated and seeded once for the whole run (apps/api/test/support/mutate-global-setup.ts):
// PostgreSQL where the machine has one, as .ci/run finds it (a test file's copy costs a tenth of PGlite's start).
const postgres = options.pglite ? null : (process.env.TEST_DATABASE_URL ?? (await localPostgres()));
const runName = `cambix_mutate_${crypto.randomBytes(4).toString('hex')}`;
options.databaseEnv = postgres
  ? { TEST_DATABASE_URL: postgres, MUTATE_TEMPLATE: `${runName}_template`, MUTATE_DATABASE_PREFIX: runName }
  : { TEST_DATABASE_URL: '', MUTATE_SNAPSHOT: path.join(options.scratch, 'pglite-snapshot.tar') };
console.info(`API test database: ${postgres ? `PostgreSQL (${new URL(postgres).host})` : 'PGlite'}`);
const started = Date.now();
const results = [];
for (const module of selected) {
  console.info(`\n━━ ${label(module)}: ${module.mutate.join(', ')} ━━`);
  const moduleStarted = Date.now();
  const status = await runStryker(module, options);
  results.push({ ...summarize(module, status), seconds: (Date.now() - moduleStarted) / 1000 });
}
fs.rmSync(options.scratch, { recursive: true, force: true });
if (postgres) await dropDatabases(postgres, runName);
printSummary(results, (Date.now() - started) / 1000);
if (options.record) recordPasses(results, startedAt);
writeSummary(results, skipped);
const failing = results.filter((result) => result.failed || result.score < THRESHOLD);
process.exit(failing.length ? 1 : 0);

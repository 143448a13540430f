#!/usr/bin/env node
// `npm test`: every suite, then one line totalling them all: "N passed, N failed".
// Checks (lint, format, typecheck) count one each. `npm test -- api e2e` runs only the suites named.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cambix-test-'));
const isCI = Boolean(process.env.CI);
const postgresUrl = process.env.TEST_DATABASE_URL;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A folder holding another Node's `node` (CI puts Node 24 there): the PostgreSQL API suite, whose
// start-up test starts the server, then runs on it, so two supported Node versions are tested per run.
const otherNodeDir = process.env.TEST_OTHER_NODE_DIR;

function nodeVersion(dir) {
  if (!dir) return process.versions.node;
  const result = spawnSync(path.join(dir, 'node'), ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`TEST_OTHER_NODE_DIR=${dir} holds no working node`);
  return result.stdout.trim().replace(/^v/, '');
}

const suites = [
  { name: 'lint', kind: 'check', command: ['npx', 'eslint', '.'] },
  { name: 'docs', kind: 'check', command: ['node', 'scripts/check-docs.mjs'] },
  { name: 'format', kind: 'check', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'typecheck', kind: 'check', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'contract', kind: 'vitest', cwd: 'packages/contract' },
  { name: 'web', kind: 'vitest', cwd: 'apps/web' },
  { name: 'api', label: 'api on PGlite', kind: 'vitest', cwd: 'apps/api', env: { TEST_DATABASE_URL: '' } },
  ...(postgresUrl
    ? [
        {
          name: 'api',
          label: `api on PostgreSQL, Node ${nodeVersion(otherNodeDir)}`,
          kind: 'vitest',
          cwd: 'apps/api',
          env: {
            TEST_DATABASE_URL: postgresUrl,
            ...(otherNodeDir && { PATH: `${otherNodeDir}${path.delimiter}${process.env.PATH}` }),
          },
        },
      ]
    : []),
  { name: 'e2e', label: 'e2e in Chromium', kind: 'playwright', cwd: 'e2e' },
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? suites.filter((suite) => wanted.includes(suite.name)) : suites;

function run(command, options = {}) {
  const [bin, ...args] = command;
  const result = spawnSync(bin, args, {
    cwd: path.join(root, options.cwd ?? '.'),
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runSuite(suite, index) {
  if (suite.kind === 'check') {
    const status = run(suite.command, suite);
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  }
  if (suite.kind === 'vitest') {
    const output = path.join(reports, `vitest-${index}.json`);
    const status = run(
      ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
      suite,
    );
    const report = readJson(output);
    if (!report) return { passed: 0, failed: 1, note: 'no report: the run crashed' };
    const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
    return { passed: report.numPassedTests, failed };
  }
  if (!fs.existsSync(chromium)) {
    const message = `No Chromium at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
    if (isCI) return { passed: 0, failed: 1, note: message };
    console.warn(`\n${'!'.repeat(78)}\n!! e2e SKIPPED. ${message}\n${'!'.repeat(78)}\n`);
    return { passed: 0, failed: 0, note: 'skipped: no Chromium' };
  }
  const output = path.join(reports, `playwright-${index}.json`);
  const status = run(['npx', 'playwright', 'test', '--reporter=list,json'], {
    ...suite,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, CHROMIUM_PATH: chromium },
  });
  const stats = readJson(output)?.stats;
  if (!stats) return { passed: 0, failed: 1, note: 'no report: the run crashed' };
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed };
}

const results = [];
for (const [index, suite] of selected.entries()) {
  const label = suite.label ?? suite.name;
  console.info(`\n━━ ${label} ━━`);
  const started = Date.now();
  const result = runSuite(suite, index);
  results.push({ label, seconds: (Date.now() - started) / 1000, ...result });
}

console.info('\n━━ summary ━━');
for (const result of results) {
  const mark = result.failed ? '✘' : '✔';
  const note = result.note ? ` (${result.note})` : '';
  console.info(
    `${mark} ${result.label.padEnd(20)} ${result.passed} passed, ${result.failed} failed, ${result.seconds.toFixed(1)} s${note}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
fs.rmSync(reports, { recursive: true, force: true });
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

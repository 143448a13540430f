#!/usr/bin/env node
// `npm run bench [-- name…]`: performance figures against the budgets in docs/architecture.md, each with
// its floor measured in the same run, the ratio and the load average. Prints; never fails on speed.
//   BENCH_ROOT=/other/checkout  measures that checkout's server with these scripts (before/after).
//   BENCH_JSON=file.json        also writes every figure there; `npm run bench -- --compare a.json b.json`
//                               prints two such files back to back.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const benchDir = path.resolve(import.meta.dirname, 'bench');
// In the order they run: the web build first (the bench servers then share it).
const BENCHES = [
  'bundle',
  'frontend',
  'interaction',
  'http',
  'wire',
  'new-order',
  'embedded',
  'realtime',
  'lists',
  'instances',
  'rates',
  'screening',
];

const number = (value) =>
  typeof value === 'number'
    ? value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 2 : 0 })
    : 'n/a';

export function formatFigure(f) {
  const parts = [`${f.name}: ${number(f.value)} ${f.unit}`];
  if (f.floor != null) parts.push(`floor ${f.floorLabel}: ${number(f.floor)} ${f.unit}`);
  if (f.ratio != null) parts.push(`ratio ${f.ratio.toFixed(2)}`);
  parts.push(`budget ${f.budget}: ${f.meets == null ? 'n/a' : f.meets ? 'meets' : 'MISSES'}`);
  parts.push(`load ${f.load.toFixed(2)}`);
  return parts.join(' · ') + (f.note ? `\n    ${f.note}` : '');
}

function runBench(name) {
  const file = path.join(benchDir, `${name}.mjs`);
  if (!fs.existsSync(file)) return Promise.resolve([]);
  return new Promise((resolve) => {
    let stdout = '';
    const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last).figures);
      } catch {
        console.info(`${name}: bench failed (exit ${code})`);
        resolve([]);
      }
    });
  });
}

function compare(beforeFile, afterFile) {
  const before = JSON.parse(fs.readFileSync(beforeFile, 'utf8'));
  const after = JSON.parse(fs.readFileSync(afterFile, 'utf8'));
  const byName = new Map(before.figures.map((f) => [f.name, f]));
  for (const f of after.figures) {
    const b = byName.get(f.name);
    console.info(`${f.name}`);
    console.info(`  before: ${b ? formatFigure(b).replace(`${f.name}: `, '') : 'not measured'}`);
    console.info(`  after:  ${formatFigure(f).replace(`${f.name}: `, '')}`);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--compare') {
  compare(args[1], args[2]);
} else {
  const chosen = args.length ? BENCHES.filter((name) => args.includes(name)) : BENCHES;
  const all = [];
  const started = Date.now();
  for (const name of chosen) {
    console.info(`\n━━ ${name} ━━`);
    const figures = await runBench(name);
    for (const f of figures) console.info(formatFigure(f));
    all.push(...figures);
  }
  console.info(`\n━━ budgets (${path.basename(process.env.BENCH_ROOT ?? 'this checkout')}) ━━`);
  for (const f of all) console.info(formatFigure(f));
  console.info(
    `${all.filter((f) => f.meets).length} of ${all.length} figures meet their budget; ` +
      `load average ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}; ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (process.env.BENCH_JSON)
    fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ figures: all }, null, 2));
}

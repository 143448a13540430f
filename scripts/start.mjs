#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// (which migrates and seeds the database) on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST lets a second copy (an e2e run on another port) build and serve its own files.
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const webIndex = path.join(webDist, 'index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(webIndex) ? fs.statSync(webIndex).mtimeMs : 0;
const sourcesAt = Math.max(...webSources.map((source) => newestChange(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.info(
    builtAt ? 'La aplicación web cambió: compilando…' : 'Compilando la aplicación web (solo la primera vez)…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@cambix/web', '--', '--outDir', webDist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

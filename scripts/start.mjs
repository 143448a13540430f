#!/usr/bin/env node
// `npm start`: builds the web app and the API when either is missing or older than its sources, then runs
// the compiled server (which migrates and seeds the database) on one port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

// The API runs compiled: transpiling ~700 TypeScript files at each start was a third of it (decision 117).
const apiDir = path.join(root, 'apps/api');
const apiBuild = path.join(apiDir, 'dist/server.js');
const apiSources = ['apps/api/src', 'apps/api/package.json', 'packages/contract/src', 'scripts/start.mjs'];
async function buildApi() {
  const esbuild = await import('esbuild');
  const outdir = path.dirname(apiBuild);
  // Each start builds in a folder of its own and renames into place: two starting at once never read half a build.
  const staging = path.join(outdir, `.build-${process.pid}`);
  const outfile = path.join(staging, 'server.js');
  await esbuild.build({
    entryPoints: [path.join(apiDir, 'src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [keepPackagesOutside, keepFilesBesideSources],
  });
  await esbuild.stop();
  fs.renameSync(`${outfile}.map`, `${apiBuild}.map`);
  fs.renameSync(outfile, apiBuild);
  fs.rmSync(staging, { recursive: true, force: true });
}

/** Installed packages load from node_modules as they are; the workspace's own (TypeScript source) are bundled. */
const keepPackagesOutside = {
  name: 'keep-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cambix/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.dirname` in a source file still names that file's folder (the migrations, the PGlite worker),
 * written relative to the build so the checkout can move.
 */
const keepFilesBesideSources = {
  name: 'keep-files-beside-sources',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromBuild = path.relative(path.dirname(apiBuild), path.dirname(args.path));
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${fromBuild}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

const apiBuiltAt = fs.existsSync(apiBuild) ? fs.statSync(apiBuild).mtimeMs : 0;
if (apiBuiltAt < Math.max(...apiSources.map((source) => newestChange(path.join(root, source))))) {
  await buildApi();
}

// In this process rather than a child of it: one Node runtime's memory, not two.
await import(pathToFileURL(apiBuild).href);

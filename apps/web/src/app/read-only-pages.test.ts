// Edit forms stay off read-only pages (decision 113): checked on the source's module graph, following a
// barrel only through the names taken from it, as the bundler does.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts'];

function resolveSource(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`${specifier} from ${from} not found`);
}

const isBarrel = (file: string) => /[/\\]features[/\\][^/\\]+[/\\]index\.ts$/.test(file);
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every source module and package the static imports of `entry` reach. */
function staticGraph(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string, names: readonly string[] | null) => {
    const code = fs.readFileSync(file, 'utf8');
    if (isBarrel(file)) {
      for (const match of code.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
        const exported = match[1]!.split(',').map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .at(-1)!,
        );
        if (names === null || exported.some((name) => names.includes(name))) follow(match[2]!, file, null);
      }
      return;
    }
    if (reached.has(file)) return;
    reached.add(file);
    for (const match of code.matchAll(/^(?:import|export)\s+(?!type\b)([^'"]*?)\s*from\s*'([^']+)'/gm)) {
      const named = /\{([^}]*)\}/.exec(match[1]!)?.[1];
      const names = named?.split(',').map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      );
      follow(match[2]!, file, names ?? null);
    }
    for (const match of code.matchAll(/^import\s+'([^']+)'/gm)) follow(match[1]!, file, null);
  };
  const follow = (specifier: string, from: string, names: readonly string[] | null) => {
    if (specifier.endsWith('.css')) return;
    const file = resolveSource(specifier, from);
    if (file === null) reached.add(packageOf(specifier));
    else visit(file, names);
  };
  visit(entry, null);
  return reached;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name);
    if (item.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [file] : [];
  });
}

describe('read-only pages', () => {
  it('the customer home reaches no edit form, date picker or form library', () => {
    const graph = staticGraph(path.join(SRC, 'app/routes/customer/welcome.tsx'));
    const relative = [...graph].map((file) => path.relative(SRC, file).replaceAll('\\', '/'));
    expect(relative).toContain('features/profile/components/account-status-card.tsx');
    for (const form of [
      'features/profile/components/profile-form.tsx',
      'features/profile/components/update-data-dialog.tsx',
      'features/profile/components/personal-data-fields.tsx',
      'features/orders/new-order/new-order-wizard.tsx',
    ]) {
      expect(relative).not.toContain(form);
    }
    expect(relative.filter((item) => /^(react-hook-form|@mui\/x-date-pickers)/.test(item))).toEqual([]);
  });

  it('the landing "/" paints its text first: the live part and MUI load after (decision 181)', () => {
    const graph = staticGraph(path.join(SRC, 'app/routes/public/home.tsx'));
    const relative = [...graph].map((file) => path.relative(SRC, file).replaceAll('\\', '/'));
    // Its text only: the board, the query cache and the socket come in the next chunk, MUI after load.
    for (const later of ['app/routes/public/home-live.tsx', 'app/routes/public/home-details.tsx'])
      expect(relative).not.toContain(later);
    expect(relative.filter((item) => /^(@mui|@emotion|@tanstack|socket\.io-client)\b/.test(item))).toEqual(
      [],
    );
  });

  it('no module imports a feature barrel dynamically: the bundler would keep the whole barrel in one chunk', () => {
    const offenders = sourceFiles(SRC).filter((file) =>
      /import\(\s*'@\/features\/[^/']+'\s*\)/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});

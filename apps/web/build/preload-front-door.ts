// Most first visits land on / (the public landing) or /login (every guarded route sends a visitor there).
// Their pages are lazy chunks; this preloads those chunks and their imports from index.html so they download
// beside the entry instead of after it (decisions 002, 181).
import type { IndexHtmlTransformContext, Plugin } from 'vite';

export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

function chunkFiles(bundle: Bundle, fileName: string, skip: Set<string>, out: Set<string>): void {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || skip.has(fileName) || out.has(fileName)) return;
  out.add(fileName);
  for (const imported of chunk.imports) chunkFiles(bundle, imported, skip, out);
}

/** The chunks of `modules` (source paths) and what they import statically, the entry's own files aside. */
export function moduleFiles(bundle: Bundle, modules: readonly string[]): string[] {
  const entries = new Set(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' && item.isEntry ? [item.fileName] : [])),
  );
  const files = new Set<string>();
  for (const module of modules) {
    const chunk = Object.values(bundle).find(
      (item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(module),
    );
    if (!chunk) throw new Error(`preload: no chunk for ${module}`);
    chunkFiles(bundle, chunk.fileName, entries, files);
  }
  return [...files];
}

export function preloadFrontDoor(...pageModules: string[]): Plugin {
  let base = '/';
  return {
    name: 'cambix:preload-front-door',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        return moduleFiles(bundle, pageModules).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

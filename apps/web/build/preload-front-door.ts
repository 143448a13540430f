// Most first visits land on /login (every guarded route sends a visitor there). Its page is a lazy chunk;
// this preloads that chunk and its imports from index.html so they download beside the entry instead of
// after it (decision 002).
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

function chunkFiles(bundle: Bundle, fileName: string, skip: Set<string>, out: Set<string>): void {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || skip.has(fileName) || out.has(fileName)) return;
  out.add(fileName);
  for (const imported of chunk.imports) chunkFiles(bundle, imported, skip, out);
}

export function preloadFrontDoor(pageModule: string): Plugin {
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
        const entries = new Set(
          Object.values(bundle).flatMap((item) =>
            item.type === 'chunk' && item.isEntry ? [item.fileName] : [],
          ),
        );
        const page = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(pageModule),
        );
        if (!page) throw new Error(`preload-front-door: no chunk for ${pageModule}`);
        const files = new Set<string>();
        chunkFiles(bundle, page.fileName, entries, files);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

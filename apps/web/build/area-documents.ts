// A signed-in page needs its area's providers and shell (MUI, the theme, the shell, the area's page table),
// which the entry asks for only once it has downloaded and run. Each area gets its own copy of index.html
// that preloads those files instead of the front door's pages, and documents.json tells the server which copy
// each path gets (apps/api/src/platform/http/web-app.ts): they download beside the entry (decision 201).
import type { Plugin } from 'vite';
import { moduleFiles, type Bundle } from './preload-front-door.ts';

export interface AreaDocument {
  /** The copy's file name, as `cliente.html`. */
  file: string;
  /** The paths it is served for: each one and everything under it. */
  prefixes: readonly string[];
  /** Source modules whose chunks, with what they import statically, it preloads. */
  modules: readonly string[];
}

/** What the server reads: the copies and their paths. */
export const DOCUMENTS_FILE = 'documents.json';

const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * index.html for an area: the front door's preloads that the area does not need are dropped (`dropped`, as
 * paths from the site's root), and the area's `files` are preloaded instead.
 */
export function areaHtml(indexHtml: string, files: readonly string[], dropped: ReadonlySet<string>): string {
  const kept = indexHtml.replace(MODULE_PRELOAD, (link: string, href: string) =>
    dropped.has(href) ? '' : link,
  );
  const present = new Set([...kept.matchAll(MODULE_PRELOAD)].map((match) => match[1]));
  const links = files
    .filter((file) => !present.has(file))
    .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">`)
    .join('\n');
  return links ? kept.replace('</head>', `\n${links}\n  </head>`) : kept;
}

export function areaDocuments(frontDoor: readonly string[], documents: readonly AreaDocument[]): Plugin {
  let base = '/';
  return {
    name: 'cambix:area-documents',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') throw new Error('area-documents: no index.html in the bundle');
        const html = String(index.source);
        const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
        const entryImports = entry?.type === 'chunk' ? entry.imports : [];
        const doorFiles = moduleFiles(bundle as Bundle, frontDoor);
        for (const document of documents) {
          const files = moduleFiles(bundle as Bundle, document.modules);
          const needed = new Set([...files, ...entryImports]);
          const dropped = new Set(
            doorFiles.filter((file) => !needed.has(file)).map((file) => `${base}${file}`),
          );
          this.emitFile({
            type: 'asset',
            fileName: document.file,
            source: areaHtml(
              html,
              files.map((file) => `${base}${file}`),
              dropped,
            ),
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: DOCUMENTS_FILE,
          source: JSON.stringify({
            documents: documents.map(({ file, prefixes }) => ({ file, prefixes })),
          }),
        });
      },
    },
  };
}

// A signed-in page needs its area's providers and shell (MUI, the theme, the shell, the area's page table),
// which the entry asks for only once it has downloaded and run. Each area gets its own copy of index.html
// that preloads those files instead of the front door's pages, and documents.json tells the server which copy
// each path gets (apps/api/src/platform/http/web-app.ts): they download beside the entry (decision 201).
// Each of the area's pages gets a copy of its own that also preloads the page and its data calls' module:
// asked for by the entry, they would leave after it has run, a second or more into a phone's load (decision
// 203).
// Its own entry: the build runs under Node's type stripping, which the contract's whole index does not pass.
import { isPathUnder } from '@cambix/contract/path-under';
import type { Plugin } from 'vite';
import type { PageRoute } from './page-routes.ts';
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

/** Where the pages' copies go, apart: the service worker's precache leaves them out. */
export const PAGE_DOCUMENTS_DIR = 'pages';

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

/** The routes' page documents and areas' documents, written at the end of the build. */
export function areaDocuments(
  frontDoor: readonly string[],
  documents: readonly AreaDocument[],
  readPages: () => Promise<readonly PageRoute[]>,
): Plugin {
  let base = '/';
  let pages: readonly PageRoute[] = [];
  return {
    name: 'cambix:area-documents',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      pages = await readPages();
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
        const documentOf = (files: readonly string[]) => {
          const needed = new Set([...files, ...entryImports]);
          const dropped = new Set(
            doorFiles.filter((file) => !needed.has(file)).map((file) => `${base}${file}`),
          );
          return areaHtml(
            html,
            files.map((file) => `${base}${file}`),
            dropped,
          );
        };
        const written = new Set<string>();
        const listed = documents.map((document) => {
          const areaFiles = moduleFiles(bundle as Bundle, document.modules);
          this.emitFile({ type: 'asset', fileName: document.file, source: documentOf(areaFiles) });
          const routes = pages.filter((route) =>
            document.prefixes.some((prefix) => isPathUnder(route.path, prefix)),
          );
          return {
            file: document.file,
            prefixes: document.prefixes,
            pages: routes.map((route) => {
              const file = `${PAGE_DOCUMENTS_DIR}/${route.page}.html`;
              if (!written.has(file)) {
                written.add(file);
                // The data calls' files first: few and small, they should not queue behind the rest.
                const [data, page] = route.modules.length > 1 ? route.modules : [null, route.modules[0]];
                const dataFiles = data ? moduleFiles(bundle as Bundle, [data]) : [];
                const pageFiles = moduleFiles(bundle as Bundle, [page as string]);
                const files = [...new Set([...dataFiles, ...areaFiles, ...pageFiles])];
                this.emitFile({ type: 'asset', fileName: file, source: documentOf(files) });
              }
              return { path: route.path, file };
            }),
          };
        });
        this.emitFile({
          type: 'asset',
          fileName: DOCUMENTS_FILE,
          source: JSON.stringify({ documents: listed }),
        });
      },
    },
  };
}

// Which copy of index.html a page path gets (documents.json, written by the web build:
// apps/web/build/area-documents.ts): its page's own, which preloads the page beside the entry (decision 203);
// else its area's, which preloads the area's shell (decision 201); else index.html.

import { isPathUnder } from '@cambix/contract';

export interface PageDocument {
  /** As in the web's route table: `/dashboard/orden/:idOrden`, `/userDashboard/nueva-orden/:codigo?`. */
  path: string;
  file: string;
}

export interface AreaDocument {
  file: string;
  prefixes: string[];
  pages?: PageDocument[];
}

interface CompiledPage {
  pattern: RegExp;
  /** Fixed segments: the route with more of them wins, as in the web's router. */
  fixed: number;
  file: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route path as a pattern over a request path: `:name` one segment, `:name?` one or none. */
export function routePattern(routePath: string): RegExp {
  const segments = routePath.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escape(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

/** Picks documents for page paths; `available` says whether a listed file was built. */
export function pageDocuments(
  documents: readonly AreaDocument[],
  available: (file: string) => boolean,
): (pagePath: string) => string {
  const areas = documents
    .filter((document) => available(document.file))
    .map((document) => ({
      ...document,
      pages: (document.pages ?? [])
        .filter((page) => available(page.file))
        .map((page): CompiledPage => ({
          pattern: routePattern(page.path),
          fixed: page.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length,
          file: page.file,
        })),
    }));
  return (pagePath) => {
    const area = areas.find((document) => document.prefixes.some((prefix) => isPathUnder(pagePath, prefix)));
    if (!area) return 'index.html';
    const matches = area.pages.filter((page) => page.pattern.test(pagePath));
    const best = matches.reduce<CompiledPage | null>(
      (chosen, page) => (chosen === null || page.fixed > chosen.fixed ? page : chosen),
      null,
    );
    return best?.file ?? area.file;
  };
}

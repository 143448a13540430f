// The document's title and robots line (docs/rules/screens.md#search-engines): set per route on navigation.

/** A page's document title: its name, then the brand. */
export const brandTitle = (page: string): string => `${page} | Cambix`;

const ROBOTS_SELECTOR = 'meta[name="robots"]';

/** A page search engines may not list carries `<meta name="robots" content="noindex">`; a public one none. */
export function setIndexable(indexable: boolean, head: HTMLHeadElement = document.head): void {
  const current = head.querySelector(ROBOTS_SELECTOR);
  if (indexable) {
    current?.remove();
    return;
  }
  if (current) {
    current.setAttribute('content', 'noindex');
    return;
  }
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  head.append(meta);
}

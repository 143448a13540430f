import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { brandTitle, setIndexable } from '@/lib/document-head.ts';
import { pageComponent } from './page-modules.ts';
import { PageFailed } from './page-failed.tsx';
import type { RouteMatch } from './routes.ts';

/**
 * Renders the matched page with its params as props, its title as the document title ("<title> | Cambix"),
 * and tells search engines not to list it unless it is a public page.
 */
export function PageSlot({
  match,
  search,
  pathname,
}: {
  match: RouteMatch;
  search: string;
  pathname: string;
}) {
  const { route, params } = match;
  // Chosen once per page visit: switching from the lazy wrapper to the loaded module later would remount it.
  const [Page] = useState(() => (route.page ? pageComponent(route.page) : undefined));
  const documentTitle = route.documentTitle ?? brandTitle(route.title);
  const indexable = route.indexable === true;
  useEffect(() => {
    document.title = documentTitle;
    setIndexable(indexable);
  }, [documentTitle, indexable]);
  if (!Page) return null;
  const query = new URLSearchParams(search);
  const extra = route.props?.({ params, search: query }) ?? {};
  return (
    <ErrorBoundary resetKey={pathname} fallback={<PageFailed />}>
      <Suspense fallback={<PageLoading />}>
        <Page params={params} search={query} title={route.title} {...extra} />
      </Suspense>
    </ErrorBoundary>
  );
}

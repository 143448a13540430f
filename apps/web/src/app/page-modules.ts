import { lazy, type ComponentType } from 'react';
import { APP_ROUTES, type PageLoader, type PageProps } from './routes.ts';

type PageComponent = ComponentType<PageProps>;

const loaded = new Map<PageLoader, PageComponent>();
// One lazy component per page module, made once (routes sharing a module share the component).
const lazyPages = new Map<PageLoader, PageComponent>();
for (const route of APP_ROUTES) {
  if (route.page && !lazyPages.has(route.page)) {
    const loader = route.page;
    lazyPages.set(
      loader,
      lazy(() => loadPage(loader)),
    );
  }
}

/** Loads a page module and remembers it, so a page loaded ahead renders without suspending. */
export function loadPage(loader: PageLoader): Promise<{ default: PageComponent }> {
  return loader().then((module) => {
    loaded.set(loader, module.default);
    return module;
  });
}

/** The page itself when its module is already here, else its lazy wrapper. */
export function pageComponent(loader: PageLoader): PageComponent | undefined {
  return loaded.get(loader) ?? lazyPages.get(loader);
}

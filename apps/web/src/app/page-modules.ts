import { lazy, type ComponentType } from 'react';
import type { PageDataModule, PageLoader, PageModule } from './pages/page-loader.ts';
import { ENTRY_PAGES, type EntryPageId } from './pages/entry-pages.ts';
import type { PageId, PageProps } from './routes.ts';
import type { StaffPageId } from './screens/staff-screens.ts';

type PageComponent = ComponentType<PageProps>;

function isEntryPage(id: PageId): id is EntryPageId {
  return id in ENTRY_PAGES;
}

const isStaffPage = (id: PageId): id is StaffPageId => id.startsWith('staff.');

// One dynamic import for the staff pages and one for the customer's and partner's: their dependency lists
// travel in those chunks, not the entry, and neither area loads the other's table.
// Each asked for once (every caller gets the same promise, see pageAsked); a failed one is asked again.
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
const staffPages = once(() => import('./pages/staff-pages.ts'));
const areaPages = once(() => import('./pages/area-pages.ts'));

const loaderOf = (id: PageId): PageLoader => {
  if (isEntryPage(id)) return ENTRY_PAGES[id];
  if (isStaffPage(id)) return () => staffPages().then(({ STAFF_PAGES }) => STAFF_PAGES[id]());
  return () => areaPages().then(({ AREA_PAGES }) => AREA_PAGES[id]());
};

/**
 * Resolves once `id`'s module has been asked for by a `loadPage` called before (its table is here and its
 * chunks are on their way), not when it has arrived.
 */
export function pageAsked(id: PageId): Promise<unknown> {
  if (isEntryPage(id)) return Promise.resolve();
  return isStaffPage(id) ? staffPages() : areaPages();
}

const loadedData = new Map<PageId, PageDataModule | null>();

/** The page's data calls' module (page-loader.ts), or null when it has none. */
export function loadPageData(id: PageId): Promise<PageDataModule | null> {
  const loading: Promise<PageDataModule | null> = isEntryPage(id)
    ? Promise.resolve(null)
    : isStaffPage(id)
      ? staffPages().then(({ STAFF_PAGE_DATA }) => STAFF_PAGE_DATA[id]?.() ?? null)
      : areaPages().then(({ AREA_PAGE_DATA }) => AREA_PAGE_DATA[id]?.() ?? null);
  return loading.then((data) => {
    loadedData.set(id, data);
    return data;
  });
}

/** The page's data calls' module when `loadPageData` has brought it: undefined while it has not. */
export function loadedPageData(id: PageId): PageDataModule | null | undefined {
  return loadedData.get(id);
}

const loaded = new Map<PageId, PageComponent>();
const lazyPages = new Map<PageId, PageComponent>();

/** Loads a page module and remembers it, so a page loaded ahead renders without suspending. */
export function loadPage(id: PageId): Promise<PageModule> {
  return loaderOf(id)().then((module) => {
    loaded.set(id, module.default);
    return module;
  });
}

export function isPageLoaded(id: PageId): boolean {
  return loaded.has(id);
}

/** The page itself when its module is already here, else its lazy wrapper (one per page, made once). */
export function pageComponent(id: PageId): PageComponent {
  const ready = loaded.get(id);
  if (ready) return ready;
  let wrapper = lazyPages.get(id);
  if (!wrapper) {
    wrapper = lazy(() => loadPage(id));
    lazyPages.set(id, wrapper);
  }
  return wrapper;
}

// The signed-in pages' paths and the source modules each one loads first (its data calls' module, then the
// page), read from the app's own route table and page tables: the build preloads those modules from each
// page's copy of its area's document (area-documents.ts, issue 35).
import path from 'node:path';
import { runnerImport, type InlineConfig } from 'vite';

export interface PageRoute {
  /** As in the route table: `/dashboard/ordenes-admin/:id`. */
  path: string;
  page: string;
  /** Source paths from the web app's root (`src/app/routes/customer/welcome.tsx`), the data calls' first. */
  modules: string[];
}

type Loader = () => Promise<unknown>;

// A page table's loaders are `() => import('…')`; the module runner rewrites each to this call.
const RUNNER_IMPORT = /^\(\)\s*=>\s*__vite_ssr_dynamic_import__\(\s*["']\/([^"']+)["']/;

/** The module a page table's loader imports, or an error naming the page. */
export function importedModule(loader: Loader, page: string): string {
  const match = RUNNER_IMPORT.exec(String(loader));
  if (!match?.[1])
    throw new Error(`page-routes: ${page}'s loader is not () => import('…'): ${String(loader)}`);
  return match[1];
}

interface Tables {
  routes: readonly { path: string; page: string | null }[];
  pages: Readonly<Record<string, Loader>>;
  data: Readonly<Record<string, Loader | undefined>>;
}

/** The routes of `tables` whose page has a loader there, with their modules. */
export function pageRoutes({ routes, pages, data }: Tables): PageRoute[] {
  return routes.flatMap(({ path: routePath, page }) => {
    const loader = page ? pages[page] : undefined;
    if (!page || !loader) return [];
    const dataLoader = data[page];
    return [
      {
        path: routePath,
        page,
        modules: [...(dataLoader ? [importedModule(dataLoader, page)] : []), importedModule(loader, page)],
      },
    ];
  });
}

/** Reads the route table and the signed-in areas' page tables of the web app at `root`. */
export async function readPageRoutes(root: string): Promise<PageRoute[]> {
  const config: InlineConfig = {
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': path.join(root, 'src') } },
  };
  const load = async <T>(file: string) => (await runnerImport<T>(path.join(root, file), config)).module;
  const { APP_ROUTES } = await load<{ APP_ROUTES: Tables['routes'] }>('src/app/routes.ts');
  const area = await load<{ AREA_PAGES: Tables['pages']; AREA_PAGE_DATA: Tables['data'] }>(
    'src/app/pages/area-pages.ts',
  );
  const staff = await load<{ STAFF_PAGES: Tables['pages']; STAFF_PAGE_DATA: Tables['data'] }>(
    'src/app/pages/staff-pages.ts',
  );
  return pageRoutes({
    routes: APP_ROUTES,
    pages: { ...area.AREA_PAGES, ...staff.STAFF_PAGES },
    data: { ...area.AREA_PAGE_DATA, ...staff.STAFF_PAGE_DATA },
  });
}

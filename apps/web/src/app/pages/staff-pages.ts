import { STAFF_SCREEN_PARTS } from '../screens/staff-screen-parts.ts';
import { screenEntries, staffPageId, type StaffPageId } from '../screens/staff-screens.ts';
import type { PageDataLoader, PageLoader } from './page-loader.ts';

// Every screen not built yet shares one "coming soon" page; later issues give each route its own.
const comingSoon: PageLoader = () => import('../routes/coming-soon.tsx');

/**
 * Each staff screen's page, from its record (screens/staff-screen-parts.ts): loaded the first time a staff
 * page opens (see page-modules.ts), beside the staff shell.
 */
export const STAFF_PAGES = Object.fromEntries(
  screenEntries(STAFF_SCREEN_PARTS).map(([id, part]) => [staffPageId(id), part.page ?? comingSoon]),
) as Record<StaffPageId, PageLoader>;

/** The staff pages whose data calls start with their code (page-loader.ts), from their records. */
export const STAFF_PAGE_DATA = Object.fromEntries(
  screenEntries(STAFF_SCREEN_PARTS).flatMap(([id, part]) =>
    part.data ? [[staffPageId(id), part.data]] : [],
  ),
) as Partial<Record<StaffPageId, PageDataLoader>>;

// What a feature declares of each of its staff screens (decision 140): two halves under one key, the entry's
// in features/<name>/screens.ts and the staff shell's in features/<name>/screen-parts.ts. Types only, so a
// feature's entry half brings nothing else into the /login entry.
import type { RoleName, StaffModule } from '@cambix/contract';
import type { staffShellEs } from '@/i18n/staff-shell.ts';
import type { SidebarIconName } from '../shells/staff/sidebar-icons.ts';
import type { PageDataLoader, PageLoader } from '../pages/page-loader.ts';

/** The entry's half: what the route table and `paths.staff` need. */
export interface StaffScreen {
  /** Route pattern; its name in `paths.staff` is the screen's key. */
  path: string;
  title: string;
  /** Roles allowed; Administrador and Colaborador when omitted. */
  roles?: readonly RoleName[];
  /** The shell; the staff shell when omitted. */
  layout?: 'staff' | 'cards';
}

/** A feature's staff screens, under their keys. */
export type StaffScreens = Readonly<Record<string, StaffScreen>>;

export type SidebarSectionId = keyof typeof staffShellEs.sections;

export interface StaffSidebarPlace {
  /** The section (its order and roles are the shell's, app/shells/staff/sidebar-menu.ts). */
  section: SidebarSectionId;
  /** Where in its section: items go in ascending position. */
  position: number;
  label: string;
  /** Drawn by the staff shell (shells/staff/sidebar-icons.ts). */
  icon: SidebarIconName;
  /** Detail pages live under /dashboard/{singular}/… and keep the item active. */
  singular?: string;
  /** Never shown (Resumen). */
  hidden?: boolean;
}

/** The staff shell's half: off the entry, like the pages and icons it names. */
export interface StaffScreenPart {
  /** The page; the shared "coming soon" page while the screen is not built yet. */
  page?: PageLoader;
  /** Its data calls, started beside its code once the session is known (page-loader.ts). */
  data?: PageDataLoader;
  /** The modules that open it, any one is enough (decision 056); none: it goes by role alone. */
  modules: readonly StaffModule[];
  /** Its sidebar item, if it has one. */
  sidebar?: StaffSidebarPlace;
}

/** The second half of a feature's screens: one part for each screen, and no other. */
export type StaffScreenPartsOf<S> = { readonly [K in keyof S]: StaffScreenPart };

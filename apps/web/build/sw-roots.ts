// Which modules start the service worker's lists (sw-chunk-lists.ts, decision 199): the public pages of
// src/app/pages/entry-pages.ts for the precache, and each area's pages and shells (src/app/pages/area-pages.ts,
// src/app/shell-modules.ts) for what a role caches after sign-in. sw-roots.test.ts holds them to those tables.
import type { ChunkListRoots } from './sw-chunk-lists.ts';

export const SW_ROOTS: ChunkListRoots = {
  shell: [/src\/app\/routes\/(auth\/[\w-]+|public\/(home|create-order|rate-alerts))\.tsx$/],
  areas: {
    cliente: [
      // A page and its data calls' module (`<page>.data.ts`, decision 201).
      /src\/app\/routes\/(customer\/[\w-]+(\.data)?|public\/(terms|privacy)|security)\.tsx?$/,
      /src\/app\/shells\/(customer|validate|free)-shell\.tsx$/,
      /src\/app\/(providers\.tsx|pages\/area-pages\.ts)$/,
    ],
    externo: [
      /src\/app\/routes\/(partner\/[\w-]+(\.data)?|security)\.tsx?$/,
      /src\/app\/shells\/(partner|free)-shell\.tsx$/,
      /src\/app\/(providers\.tsx|pages\/area-pages\.ts)$/,
    ],
  },
  staffOnly:
    /src\/(app\/(routes\/staff\/|shells\/staff\/|pages\/staff-pages\.ts$|screens\/staff-screen-parts\.ts$)|features\/[\w-]+\/screen-parts\.ts$)/,
};

// After sign-in, once the page is idle, the files of the person's area go into the service worker's chunk
// cache, so their screens open later without a network (decision 199). The list comes from the build
// (build/sw-chunk-lists.ts): a customer's holds no staff file, so a customer's phone never downloads one.
import type { RoleName } from '@cambix/contract';
import { selectIsLoggedIn, selectRole, useSessionStore, type SessionState } from '@/features/auth';

/** The service worker's runtime cache of scripts and styles (vite.config.ts, runtimeCaching). */
export const CHUNK_CACHE = 'cambix-chunks';

export type ChunkArea = 'cliente' | 'externo' | 'staff';

export const AREA_OF_ROLE: Record<RoleName, ChunkArea> = {
  Cliente: 'cliente',
  Externo: 'externo',
  Administrador: 'staff',
  Colaborador: 'staff',
  Usuario: 'staff',
};

interface RoleChunks {
  areas: Record<ChunkArea, string[]>;
  /** Every script and style of the build being served. */
  files: string[];
}

const base = () => new URL(import.meta.env.BASE_URL, window.location.origin).href;

/**
 * Drops other builds' files from the chunk cache, then adds the area's files it lacks, one at a time so the
 * page's own requests keep the bandwidth. Returns how many were added.
 */
export async function cacheAreaFiles(area: ChunkArea): Promise<number> {
  const answer = await fetch(`${base()}role-chunks.json`, { cache: 'no-cache' });
  if (!answer.ok) return 0;
  const lists = (await answer.json()) as RoleChunks;
  const urlOf = (file: string) => new URL(file, base()).href;
  const current = new Set(lists.files.map(urlOf));
  const cache = await caches.open(CHUNK_CACHE);
  const held = new Set<string>();
  for (const request of await cache.keys()) {
    if (current.has(request.url)) held.add(request.url);
    else await cache.delete(request);
  }
  let added = 0;
  for (const url of lists.areas[area].map(urlOf)) {
    if (held.has(url)) continue;
    await cache.add(url);
    added++;
  }
  return added;
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 5000 })
    : setTimeout(run, 2000);

/**
 * Caches the signed-in person's area once per page load and area, after the service worker is active and the
 * page is idle. Nothing happens without a service worker (development, or a browser that blocks it).
 */
export function startRoleChunkCaching(): void {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  const done = new Set<ChunkArea>();
  const cacheFor = (role: RoleName | null) => {
    const area = role && AREA_OF_ROLE[role];
    if (!area || done.has(area)) return;
    done.add(area);
    void navigator.serviceWorker.ready.then(() =>
      whenIdle(() => {
        // A download that fails (offline a moment) is tried again on the next page load.
        void cacheAreaFiles(area).catch(() => done.delete(area));
      }),
    );
  };
  const settled = (state: SessionState) =>
    selectIsLoggedIn(state) && !state.loading ? selectRole(state) : null;
  cacheFor(settled(useSessionStore.getState()));
  useSessionStore.subscribe((state) => cacheFor(settled(state)));
}

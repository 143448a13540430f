import { expect, test, type Page } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

// The other specs block service workers: each of their browser contexts would otherwise precache the whole
// build, about a third of the suite's CPU. This one lets it run as a visitor's browser does.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'Sin conexión a internet.';

interface RoleChunks {
  areas: Record<'cliente' | 'externo' | 'staff', string[]>;
  files: string[];
  /** The files holding a staff page, the staff shell or a staff screen's parts. */
  staffFiles: string[];
}

/** The build's lists (build/sw-chunk-lists.ts). */
async function roleChunks(page: Page) {
  const lists = (await (await page.request.get('/role-chunks.json')).json()) as RoleChunks;
  // Not an empty promise: the staff shell and a staff page are among the staff files.
  expect(lists.staffFiles.some((file) => /^assets\/staff-shell-.+\.js$/.test(file))).toBe(true);
  expect(lists.staffFiles.some((file) => /^assets\/users-management-.+\.js$/.test(file))).toBe(true);
  return { ...lists, staffOnly: new Set(lists.staffFiles) };
}

/** The paths held in the caches whose name matches, as 'assets/x.js' (without the precache's query). */
function cachedFiles(page: Page, cacheName: RegExp): Promise<string[]> {
  return page.evaluate(async (pattern) => {
    const files: string[] = [];
    for (const name of await caches.keys()) {
      if (!new RegExp(pattern).test(name)) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) files.push(new URL(request.url).pathname.slice(1));
    }
    return files;
  }, cacheName.source);
}

async function serviceWorkerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
}

test('the service worker precaches only the public shell, serves it offline, and says so where a page is not here', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
  await serviceWorkerActive(page);

  const lists = await roleChunks(page);
  const precached = await cachedFiles(page, /^workbox-precache/);
  // 311 entries (2.3 MB) with every screen before decision 199.
  expect(precached.length).toBeGreaterThan(20);
  expect(precached.length).toBeLessThan(100);
  expect(precached).toContain('index.html');
  expect(precached.filter((file) => lists.staffOnly.has(file))).toEqual([]);
  expect(precached.filter((file) => lists.areas.cliente.includes(file))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/recuperar');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  // The terms open in a shell a visitor has not loaded yet: no blank page, the reason in Spanish.
  await page.goto('/terminos');
  await expect(page.getByRole('alert')).toContainText(OFFLINE);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await context.setOffline(false);
});

test("a signed-in customer's screens are cached for offline use, and no staff file reaches the phone", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const asked: string[] = [];
  context.on('request', (request) => asked.push(new URL(request.url()).pathname.slice(1)));

  await page.goto('/login');
  await serviceWorkerActive(page);
  const lists = await roleChunks(page);
  await signInAs(page, demo('Cliente validado'));

  // Once the page is idle, the customer's list goes into the chunk cache: all of it, and nothing of staff.
  await expect
    .poll(
      async () => {
        const held = new Set(await cachedFiles(page, /^cambix-chunks$/));
        return lists.areas.cliente.filter((file) => !held.has(file)).length;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  expect((await cachedFiles(page, /^cambix-chunks$/)).filter((file) => lists.staffOnly.has(file))).toEqual(
    [],
  );
  expect(asked.filter((file) => lists.staffOnly.has(file))).toEqual([]);

  // A page loaded afresh is served by the worker; offline, a screen not opened yet still opens from the cache.
  await page.goto('/userDashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(true);
  const nav = page.getByRole('navigation', { name: 'Menú del cliente' }).first();
  await nav.getByRole('link', { name: 'Historial' }).click();
  await expect(page).toHaveURL('/userDashboard/ordenes');
  await expect(page.getByRole('heading', { name: 'Historial de órdenes' })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  // Where a screen's code is not on the device (neither cached nor in the browser's HTTP cache), it says the
  // connection is gone.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.evaluate(async () => {
    const cache = await caches.open('cambix-chunks');
    for (const request of await cache.keys())
      if (/\/assets\/points-[\w-]+\.js$/.test(request.url)) await cache.delete(request);
  });
  await nav.getByRole('link', { name: 'Puntos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
  expect(asked.filter((file) => lists.staffOnly.has(file))).toEqual([]);
});

import { expect, test } from '@playwright/test';

// The other specs block service workers: each of their browser contexts would otherwise precache the whole
// build, about a third of the suite's CPU. This one lets it run as a visitor's browser does.
test.use({ serviceWorkers: 'allow' });

test('the service worker installs after load and serves the app shell when the network is gone', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();

  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');

  await context.setOffline(true);
  await page.goto('/recuperar');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await context.setOffline(false);
});

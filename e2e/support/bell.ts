import { expect, type Page } from '@playwright/test';

/** The staff bell; hidden ones too: an open panel hides the rest of the page from assistive technology. */
export const bell = (page: Page) =>
  page.getByRole('button', { name: /^Notificaciones/, includeHidden: true });

/** The unread count the bell says, once it knows it (it is busy until its first list arrives). */
export async function unreadOf(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAttribute('aria-busy', 'false');
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/(\d+) sin leer/)?.[1] ?? 0);
}

/** What the bell is called with `unread` unread notifications. */
export const bellName = (unread: number) =>
  unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} sin leer`;

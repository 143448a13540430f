import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in the select named `field` (inside `scope`) and waits for its list to close on it. On a
 * loaded machine a click can land while the list is still opening and be lost, leaving the list open over
 * the page: the pick is then made again, until it takes.
 */
export async function chooseOption(
  scope: Page | Locator,
  field: string | RegExp,
  option: string | RegExp,
  { exact = false }: { exact?: boolean } = {},
): Promise<void> {
  const page = 'goto' in scope ? scope : scope.page();
  const list = page.getByRole('listbox');
  await expect(async () => {
    if (!(await list.isVisible())) await scope.getByRole('combobox', { name: field }).click();
    await list.getByRole('option', { name: option, exact }).first().click({ timeout: 5_000 });
    await expect(list).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

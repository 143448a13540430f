import { expect, type Page } from '@playwright/test';
import { readOutbox } from '@cambix/api/outbox';
import path from 'node:path';

const outboxDir = path.resolve(import.meta.dirname, '../.data', process.env.E2E_PORT ?? '4321', 'outbox');
const CODE_SUBJECT = 'Tu código para continuar en Cambix';

async function codeMails(email: string) {
  return (await readOutbox(outboxDir)).filter(
    (mail) => mail.to.includes(email) && mail.subject === CODE_SUBJECT,
  );
}

/**
 * The proof step of an order link (decision 073), as the customer goes through it: asks for the code, reads
 * it in the mail the app wrote to its outbox, types it and continues.
 */
export async function proveLinkAs(page: Page, customer: { nombres: string; email: string }) {
  await expect(page.getByRole('heading', { name: 'Confirma que eres tú' })).toBeVisible();
  const firstName = customer.nombres.split(' ')[0]!;
  await expect(page.getByText(new RegExp(`confirma que eres ${firstName}\\.`))).toBeVisible();
  const before = (await codeMails(customer.email)).length;
  await page.getByRole('button', { name: 'Enviarme el código' }).click();
  await expect(page.getByText(/^Te enviamos un código a/)).toBeVisible();
  await expect.poll(async () => (await codeMails(customer.email)).length).toBe(before + 1);
  const mail = (await codeMails(customer.email)).at(-1)!;
  const code = /Tu código es (\d{6})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  await page.getByLabel('Código de 6 dígitos').fill(code!);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

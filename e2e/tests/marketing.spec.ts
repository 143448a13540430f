import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { completeValidation } from '../support/onboarding.ts';
import {
  dropOpenOrder,
  finalizedOrder,
  paidOutByStaff,
  uploadVoucherAndFinalize,
} from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';
import { chooseOption } from '../support/select.ts';

// Issue 16 end to end: staff run a coupon from Cupones and the referral programme from Referidos, and the
// figures they see are the ones the orders moved.
const ana = demo('Cliente validado');

// Ana's open order, left by another spec, would make nueva-orden resume it.
test.beforeEach(({ request }) => dropOpenOrder(request, ana.dni));

const admin = demo('Administrador');

async function signedIn(browser: Browser, account: typeof admin): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  return page;
}

test('staff create a coupon in Cupones, Ana applies it to a new order and is charged the discount, and the coupon lists her use', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const code = `E2E-${crypto.randomInt(100_000, 999_999)}`;
  const staff = await signedIn(browser, admin);
  await staff.getByRole('link', { name: 'Cupones', exact: true }).click();
  await expect(staff).toHaveURL('/dashboard/promociones');
  await staff.getByRole('button', { name: 'Nuevo cupón' }).click();
  const form = staff.getByRole('dialog', { name: 'Nuevo cupón' });
  await form.getByLabel('Código').fill(code.toLowerCase());
  await form.getByLabel('Descripción').fill('Campaña de prueba: S/ 25 menos en la comisión');
  await form.getByLabel('Monto fijo (S/)').check();
  await form.getByLabel('Descuento', { exact: true }).fill('25');
  await form.getByRole('button', { name: 'Crear cupón' }).click();
  await expect(form).toBeHidden();
  await staff.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(code);
  await expect(staff).toHaveURL(new RegExp(`[?&]q=${code}`));
  const listed = staff.getByRole('row').filter({ hasText: code });
  await expect(listed.getByText('Activo', { exact: true })).toBeVisible();

  // Ana quotes S/ 2,000 from BCP: 4.50 % is S/ 90.00, the coupon takes S/ 25.00 off, she receives S/ 1,935.00.
  await signInAs(page, ana);
  await page.goto('/userDashboard/nueva-orden');
  await page.getByRole('radio', { name: /Banco de Crédito del Perú/ }).click();
  // Below the commission's threshold the coupon is refused with the reason, and what was typed stays.
  await page.getByLabel('Monto que envías').fill('800');
  await page.getByLabel('Cupón de descuento').fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Este cupón aplica a órdenes desde S/ 1,000.00.')).toBeVisible();
  await expect(page.getByLabel('Cupón de descuento')).toHaveValue(code);
  await page.getByLabel('Monto que envías').fill('2000');
  const quote = page.getByRole('region', { name: 'Tu cotización' });
  await expect(quote.getByText('S/ 90.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(`Cupón ${code} aplicado: S/ 25.00 de descuento en la comisión.`)).toBeVisible();
  await expect(quote.getByText('S/ 65.00').first()).toBeVisible();
  await expect(quote.getByText('S/ 1,935.00')).toBeVisible();
  await chooseOption(page, 'Origen de los fondos', 'Ahorros');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Transfiere exactamente S/ 2,000.00')).toBeVisible();
  const orderCode = (await page.getByText(/^Orden [A-Z0-9]{8}$/).textContent())!.replace('Orden ', '');
  await uploadVoucherAndFinalize(page);

  // The coupon's detail lists the use with the discount the order was charged.
  await listed.getByRole('link', { name: code }).click();
  await expect(staff).toHaveURL(/\/dashboard\/promocion\/\d+$/);
  const uses = staff.getByRole('table', { name: 'Usos del cupón' });
  const use = uses.getByRole('row').filter({ hasText: orderCode });
  await expect(use.getByText('S/ 25.00')).toBeVisible();
  await expect(use.getByText('Ana Lucía Quispe', { exact: false })).toBeVisible();
  await expect(use.getByRole('link', { name: orderCode })).toHaveAttribute(
    'href',
    /\/dashboard\/orden\/\d+$/,
  );
});

test('a new customer registers with Ana’s referral code, their first order is paid out, and Ana and Referidos see the reward', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const dni = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
  const email = `referido.${dni}@example.pe`;
  await page.goto('/registro?ref=ANA2026');
  await page.getByLabel('Número de documento').fill(dni);
  await expect(page.getByText('Documento disponible.')).toBeVisible();
  await page.getByLabel('Nombres').fill('Rocío');
  await page.getByLabel('Apellido paterno').fill('Condori');
  await page.getByLabel('Apellido materno').fill('Apaza');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Celular').fill(`9${dni.slice(1)}1`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Segura2026');
  await page.getByLabel('Confirmar contraseña').fill('Segura2026');
  await expect(page.getByLabel('Código de referido (opcional)')).toHaveValue('ANA2026');
  await page.getByText('No', { exact: true }).click();
  await page.getByRole('checkbox', { name: /^Acepto los términos y condiciones/ }).check();
  await page.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos personales/ }).check();
  await page.getByRole('checkbox', { name: /^Autorizo expresamente el tratamiento de las fotos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await completeValidation(page);

  // Staff approve the new customer; their first order (S/ 2,000, 20 % off the fee) goes through the pipeline.
  const staffApi = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const customer = await apiSession(request, dni, 'Segura2026');
  const approved = await request.post(`/api/admin/users/${customer.userId}/approve`, {
    headers: staffApi.headers,
    data: { note: '' },
  });
  expect(approved.ok()).toBe(true);
  const order = await finalizedOrder(request, page, customer.headers, '2000');
  await paidOutByStaff(request, page, staffApi.headers, order.id);

  // Ana sees the reward in her points, with its reason.
  const own = await signedIn(browser, ana);
  await own.goto('/userDashboard/mis-puntos');
  await expect(own.getByText('Premio por referir', { exact: false }).first()).toBeVisible();
  await expect(own.getByText('+50').first()).toBeVisible();

  // Referidos: the code's detail lists Rocío with her first order and the reward it paid.
  const staff = await signedIn(browser, admin);
  await staff.getByRole('link', { name: 'Referidos', exact: true }).click();
  await expect(staff).toHaveURL('/dashboard/referreds');
  await staff.getByRole('row').filter({ hasText: 'ANA2026' }).getByRole('link', { name: 'ANA2026' }).click();
  await expect(staff).toHaveURL('/admin/referred-codes/ANA2026');
  const referred = staff.getByRole('row').filter({ hasText: 'Rocío Condori' });
  await expect(referred.getByRole('link', { name: order.code })).toBeVisible();
  await expect(referred.getByText('Terminada')).toBeVisible();
  await expect(referred.getByText('50 puntos', { exact: false })).toBeVisible();
});

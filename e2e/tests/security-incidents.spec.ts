import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

// Issue 33: staff of datos-personales keep the security-incident register; a notification added later and
// the closing are entries of its timeline, and the incident stays (docs/rules/personal-data.md).
const admin = demo('Administrador');

test('staff register an incident, record the notification to the ANPD later, and close it', async ({
  page,
}) => {
  const title = `Hoja con datos enviada por error ${crypto.randomInt(1_000, 9_999)}`;
  await signInAs(page, admin);
  await page.goto('/dashboard/incidentes-de-seguridad');
  await page.getByRole('button', { name: 'Registrar incidente' }).click();
  await page.getByLabel('Qué pasó (en una línea)').fill(title);
  await page.getByLabel('Descripción').fill('Una hoja con nombres y DNI de clientes llegó a un proveedor.');
  await page.getByLabel('Cuándo ocurrió').fill('2026-11-20T09:00');
  await page.getByLabel('Cuándo se detectó').fill('2026-11-20T10:30');
  await page.getByLabel('Datos personales afectados').fill('Nombres, DNI');
  await page.getByLabel('A quiénes afectó').fill('Clientes con órdenes del 19 de noviembre');
  await page.getByLabel('Número de personas afectadas').fill('12');
  await page.getByLabel('Medidas tomadas').fill('Se pidió al proveedor borrar el correo.');
  await page.getByRole('button', { name: 'Registrar incidente' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText('20/11/2026 10:30')).toBeVisible();
  await page.getByLabel('Qué cambió o qué se hizo').fill('Se notificó a la ANPD; se cierra el incidente.');
  await page.getByLabel('Notificación a la ANPD').fill('2026-11-21T11:15');
  await page.getByRole('checkbox', { name: 'Cerrar el incidente' }).check();
  await page.getByRole('button', { name: 'Registrar cambio' }).click();

  const entry = page
    .getByRole('listitem')
    .filter({ hasText: 'Se notificó a la ANPD; se cierra el incidente.' });
  await expect(entry).toContainText('Notificación a la ANPD: — → 21/11/2026 11:15');
  await expect(entry).toContainText('Estado: Abierto → Cerrado');
  await expect(page.getByRole('checkbox', { name: 'Reabrir el incidente' })).toBeVisible();

  await page.getByRole('link', { name: 'Volver a Incidentes' }).click();
  await page.getByRole('button', { name: 'Cerrados' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('ANPD notificada · afectados sin notificar');
});

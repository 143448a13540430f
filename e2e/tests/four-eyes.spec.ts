import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 30, finding 2 end to end: a Colaborador reverses an S/ 8,000 ingreso with four-eyes at S/ 1,000; the
// reversal waits in Egreso, writes nothing, and the Administrador approves it there. A points addition above
// four-eyes waits in the customer file the same way.
const admin = demo('Administrador');

type Headers = Record<string, string>;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

test('a reversal above four-eyes waits in Egreso and another person approves it there', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const adminHeaders: Headers = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
  const finance = (
    await data<{ finance: Record<string, unknown> }>(
      await request.get('/api/admin/settings', { headers: adminHeaders }),
    )
  ).finance;
  try {
    await data(
      await request.put('/api/admin/settings/finance', {
        headers: adminHeaders,
        data: { ...finance, fourEyesAbove: '1000.00' },
      }),
    );

    // A Colaborador with Egreso (edit), invited by the Administrador, with a password from the mail.
    const dni = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
    const email = `egreso.${dni}@example.pe`;
    const staff = await data<{ id: number }>(
      await request.post('/api/admin/staff-accounts', {
        headers: adminHeaders,
        data: {
          role: 'Colaborador',
          documentType: 'DNI',
          documentNumber: dni,
          nombres: 'Rosa',
          apellidoPaterno: 'Huamán',
          apellidoMaterno: 'Quispe',
          email,
          celular: '',
        },
      }),
    );
    await data(
      await request.put(`/api/admin/staff-accounts/${staff.id}/permissions/egreso`, {
        headers: adminHeaders,
        data: { canView: true, canEdit: true },
      }),
    );
    const mail = await waitForMail(email);
    const link = new URL(mail.links.find((candidate) => candidate.includes('/restaurar?token='))!);
    const context = await browser.newContext();
    const invited = await context.newPage();
    await invited.goto(link.pathname + link.search);
    await invited.getByLabel('Contraseña nueva', { exact: true }).fill('RosaCambix2026');
    await invited.getByLabel('Confirmar contraseña').fill('RosaCambix2026');
    await invited.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(invited.getByText('Tu contraseña fue actualizada.')).toBeVisible();
    await context.close();
    const rosa = (await apiSession(request, dni, 'RosaCambix2026')).headers;

    // The Administrador records an S/ 8,000 ingreso (ingresos never wait); Rosa reverses it.
    const options = await data<{ accounts: { id: number; currency: string }[]; today: string }>(
      await request.get('/api/admin/finance/movement-options', { headers: adminHeaders }),
    );
    const account = options.accounts.find((candidate) => candidate.currency === 'PEN')!;
    const note = `Aporte E2E ${dni}`;
    const ingreso = await data<{ entryIds: number[] }>(
      await request.post('/api/admin/finance/manual-movements', {
        headers: adminHeaders,
        multipart: {
          type: 'ingreso',
          accountId: String(account.id),
          concept: 'Aporte de capital',
          amount: '8000.00',
          operatedOn: options.today,
          note,
        },
      }),
    );
    const reversal = await data<{ reversals: unknown[]; pendingApprovalId: number | null }>(
      await request.post(`/api/admin/finance/entries/${ingreso.entryIds[0]}/reverse`, {
        headers: rosa,
        data: { reason: `Registrado dos veces ${dni}` },
      }),
    );
    expect(reversal.reversals).toEqual([]);
    expect(reversal.pendingApprovalId).not.toBeNull();

    await signInAs(page, admin);
    await page.goto('/dashboard/egreso');
    const waiting = page.getByRole('region', { name: /^Reversiones y liquidaciones por aprobar/ });
    const item = waiting.getByRole('listitem').filter({ hasText: `Registrado dos veces ${dni}` });
    await expect(item).toContainText('S/ 8,000.00 · Reversión: Aporte de capital');
    await expect(item).toContainText('Pidió Rosa Huamán Quispe');
    await item.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Aprobar la reversión de S/ 8,000.00?' });
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Solicitud aprobada y registrada')).toBeVisible();
    await expect(item).toHaveCount(0);

    // The egreso is in the ledger now, naming the ingreso it undoes.
    const rows = await data<{
      rows: { kind: string; direction: string; amount: string; note: string | null }[];
    }>(
      await request.get(
        `/api/admin/finance/movements?q=${encodeURIComponent(`Registrado dos veces ${dni}`)}`,
        {
          headers: adminHeaders,
        },
      ),
    );
    expect(rows.rows).toEqual([
      expect.objectContaining({ kind: 'reversal', direction: 'egreso', amount: '8000.00' }),
    ]);
  } finally {
    // The other specs record movements without four-eyes.
    await request.put('/api/admin/settings/finance', { headers: adminHeaders, data: finance });
  }
});

test('a points adjustment above four-eyes waits in the customer file and another person approves it there', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminHeaders: Headers = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
  const colaborador = await apiSession(request, demo('Colaborador').dni, DEMO_PASSWORD);
  const customer = await apiSession(request, demo('Cliente validado').dni, DEMO_PASSWORD);
  const grant = (canEdit: boolean) =>
    request.put(`/api/admin/staff-accounts/${colaborador.userId}/permissions/users`, {
      headers: adminHeaders,
      data: { canView: true, canEdit },
    });
  const adjust = (headers: Headers, points: number, reason: string) =>
    request.post(`/api/admin/users/${customer.userId}/points/adjustments`, {
      headers,
      data: { points, reason },
    });
  const reason = `Campaña E2E ${crypto.randomInt(100_000, 999_999)}`;
  let waitingId: number | null = null;
  let approved = false;
  try {
    // Diego, given users edit, adds 1,500 points: above the default 1,000 it waits for someone else.
    await data(await grant(true));
    const asked = await data<{ balance: number; pendingApprovalId: number | null }>(
      await adjust(colaborador.headers, 1500, reason),
    );
    expect(asked.pendingApprovalId).not.toBeNull();
    waitingId = asked.pendingApprovalId;

    await signInAs(page, admin);
    await page.goto(`/dashboard/user/${customer.userId}?tab=puntos`);
    await expect(page.getByText(`${asked.balance} puntos`, { exact: true })).toBeVisible();
    const waiting = page.getByRole('region', { name: /^Ajustes de puntos por aprobar/ });
    const item = waiting.getByRole('listitem').filter({ hasText: reason });
    await expect(item).toContainText('+1500 puntos · Ajuste de puntos para Ana Lucía Quispe Mamani');
    await expect(item).toContainText('Pidió Diego Salazar Paredes');
    await item.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Aprobar el ajuste de +1500 puntos?' });
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Solicitud aprobada y registrada')).toBeVisible();
    approved = true;
    await expect(item).toHaveCount(0);
    await expect(page.getByText(`${asked.balance + 1500} puntos`, { exact: true })).toBeVisible();
    const ledger = page.getByRole('table', { name: 'Movimientos' });
    await expect(ledger.getByRole('row').filter({ hasText: reason })).toContainText('+1500');
  } finally {
    // The other specs read Ana's points and Diego's grants as the seed left them; taking points never waits.
    if (approved) await adjust(adminHeaders, -1500, `Devolución de ${reason}`);
    else if (waitingId !== null)
      await request.post(`/api/admin/approvals/${waitingId}/reject`, {
        headers: adminHeaders,
        data: { reason: 'Limpieza de la prueba' },
      });
    await grant(false);
  }
});

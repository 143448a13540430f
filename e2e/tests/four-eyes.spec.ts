import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 30, finding 2 end to end: a Colaborador reverses an S/ 8,000 ingreso with four-eyes at S/ 1,000; the
// reversal waits in Egreso, writes nothing, and the Administrador approves it there.
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
    await expect(item).toContainText('S/ 8,000.00 · Reversión · Reversión: Aporte de capital');
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

import { DEFAULT_SETTINGS, type ServiceSettings } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { isLimaBusinessDay } from '../../platform/lima-business-days.ts';
import { getSettings } from './get-settings.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const BCP_PEN = DEFAULT_SETTINGS.service.transfers[0]!;
const service = (change: Partial<ServiceSettings> = {}): ServiceSettings => ({
  ...DEFAULT_SETTINGS.service,
  ...change,
});
const withRow = (row: Partial<typeof BCP_PEN>) => service({ transfers: [{ ...BCP_PEN, ...row }] });
const fieldsOf = (response: Awaited<ReturnType<typeof settingsCall>>) =>
  (body(response).data as { fields: Record<string, string> }).fields;

describe('Ajustes › Horarios y feriados', () => {
  it('seeds the 2026 and 2027 feriados nacionales and the main banks’ times', async () => {
    const seeded = await getSettings(t.ctx, 'service');
    expect(seeded.holidays).toHaveLength(30);
    expect(seeded.holidays).toContainEqual({ date: '2026-04-03', name: 'Viernes Santo' });
    expect(seeded.holidays).toContainEqual({ date: '2027-03-25', name: 'Jueves Santo' });
    expect(seeded.transfers.map((row) => `${row.bankCode}:${row.currency}`)).toContain('003:USD');
  });

  it('seeds only days date-holidays’ Peruvian calendar also keeps (Holy Week included)', () => {
    for (const holiday of DEFAULT_SETTINGS.service.holidays)
      expect(isLimaBusinessDay(holiday.date), `${holiday.date} ${holiday.name}`).toBe(false);
  });

  it('saves holidays in date order with its audit row, and every instance reads it', async () => {
    const saved = await settingsCall(t, admin, 'PUT', '/service', {
      ...service(),
      holidays: [
        { date: '2026-12-25', name: 'Navidad' },
        { date: '2026-12-08', name: 'Inmaculada Concepción' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<ServiceSettings>(saved).data.holidays.map((holiday) => holiday.date)).toEqual([
      '2026-12-08',
      '2026-12-25',
    ]);
    expect((await getSettings(t.ctx, 'service')).holidays).toHaveLength(2);
    const [audit] = await auditOf(t, 'settings.service', 'service');
    expect(audit?.after).toMatchObject({ holidays: [{ date: '2026-12-08' }, { date: '2026-12-25' }] });
  });

  it.each([
    ['a cut-off at the opening minute', { sameBankCutoff: '09:00' }, 'transfers.0.sameBankCutoff'],
    ['a cut-off after closing', { interbankCutoff: '19:01' }, 'transfers.0.interbankCutoff'],
  ])('refuses %s: it must be inside the weekly hours', async (_label, row, field) => {
    const refused = await settingsCall(t, admin, 'PUT', '/service', withRow(row));
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      [field]:
        'La hora de corte debe estar dentro del horario de atención (lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00).',
    });
  });

  it('takes cut-offs a minute after opening and at the closing minute', async () => {
    const saved = await settingsCall(
      t,
      admin,
      'PUT',
      '/service',
      withRow({ sameBankCutoff: '09:01', interbankCutoff: '19:00' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a transfer that would end past midnight, at the exact minute', async () => {
    const fits = await settingsCall(
      t,
      admin,
      'PUT',
      '/service',
      withRow({ interbankCutoff: '19:00', interbankMinutes: 300 }),
    );
    expect(fits.statusCode, fits.body).toBe(200);
    const past = await settingsCall(
      t,
      admin,
      'PUT',
      '/service',
      withRow({ interbankCutoff: '19:00', interbankMinutes: 301 }),
    );
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual({
      'transfers.0.interbankMinutes':
        'Con la hora de corte, la transferencia terminaría después de medianoche: usa menos minutos.',
    });
  });

  it('refuses a bank outside the catalogue, a repeated bank and currency, a repeated date, zero minutes', async () => {
    const unknown = await settingsCall(t, admin, 'PUT', '/service', withRow({ bankCode: '999' }));
    expect(fieldsOf(unknown)).toEqual({ 'transfers.0.bankCode': 'Ese banco no está en el catálogo.' });
    const twice = await settingsCall(t, admin, 'PUT', '/service', service({ transfers: [BCP_PEN, BCP_PEN] }));
    expect(fieldsOf(twice)).toEqual({ 'transfers.1.currency': 'Ese banco ya tiene tiempos en esa moneda.' });
    const sameDay = await settingsCall(
      t,
      admin,
      'PUT',
      '/service',
      service({
        holidays: [
          { date: '2026-12-25', name: 'Navidad' },
          { date: '2026-12-25', name: 'Otra' },
        ],
      }),
    );
    expect(fieldsOf(sameDay)).toEqual({ 'holidays.1.date': 'Esa fecha ya está en la lista.' });
    const zero = await settingsCall(t, admin, 'PUT', '/service', withRow({ sameBankMinutes: 0 }));
    expect(fieldsOf(zero)).toEqual({ 'transfers.0.sameBankMinutes': 'Usa entre 1 y 720 minutos.' });
    const badDay = await settingsCall(
      t,
      admin,
      'PUT',
      '/service',
      service({ holidays: [{ date: '2026-02-30', name: 'X y Z' }] }),
    );
    expect(fieldsOf(badDay)).toEqual({ 'holidays.0.date': 'Usa una fecha válida (AAAA-MM-DD).' });
  });

  it('refuses weekly hours in Divisas that would leave a stored cut-off outside them', async () => {
    await settingsCall(
      t,
      admin,
      'PUT',
      '/service',
      withRow({ sameBankCutoff: '18:00', interbankCutoff: '15:00' }),
    );
    const hours = (weekdays: { from: string; to: string }) => ({
      ...DEFAULT_SETTINGS.divisas,
      hours: { weekdays, saturday: { from: '09:00', to: '13:00' }, sunday: null },
    });
    const refused = await settingsCall(t, admin, 'PUT', '/divisas', hours({ from: '09:00', to: '17:59' }));
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      'hours.weekdays.to':
        'La hora de corte 18:00 del banco 002 (PEN) quedaría fuera de este horario: cámbiala antes en Horarios y feriados.',
    });
    const kept = await settingsCall(t, admin, 'PUT', '/divisas', hours({ from: '09:00', to: '18:00' }));
    expect(kept.statusCode, kept.body).toBe(200);
    await settingsCall(t, admin, 'PUT', '/divisas', DEFAULT_SETTINGS.divisas);
  });

  it('only Ajustes edit saves it', async () => {
    const customer = await settingsCall(t, await t.authAs('cliente'), 'PUT', '/service', service());
    expect(customer.statusCode).toBe(403);
  });
});

import { DEFAULT_SETTINGS, type ComplianceSettings } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { auditOf, settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { getSettings } from './get-settings.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const DEFAULTS = DEFAULT_SETTINGS.compliance;

describe('Ajustes › Cumplimiento: the thresholds of the compliance system', () => {
  it('starts from the published defaults', async () => {
    const response = await settingsCall(t, admin, 'GET', '/compliance');
    expect(body<ComplianceSettings>(response).data).toEqual({
      registerSingleUsd: '5000.00',
      registerMonthlyUsd: '50000.00',
      listMatchSimilarity: '0.85',
      pepYearsAfterOffice: 5,
      structuringWindowDays: 7,
      suddenChangeFactor: 5,
      newAccountsCount: 3,
      newAccountsDays: 7,
      highRiskReviewDays: 180,
      riskCountries: 'KP, IR, MM',
      riskOccupations:
        'casino, juegos de azar, joyeria, metales preciosos, prestamista, cambista, criptoactivos, armas, mineria',
      riskAmountDays: 30,
      riskMediumScore: 2,
      riskHighScore: 4,
    });
  });

  it('saves with two decimals and audits the values before and after', async () => {
    const saved = await settingsCall(t, admin, 'PUT', '/compliance', {
      ...DEFAULTS,
      registerSingleUsd: '4000',
      registerMonthlyUsd: '4000',
      listMatchSimilarity: '1',
    });
    expect(saved.statusCode).toBe(200);
    expect(body<ComplianceSettings>(saved).data).toMatchObject({
      registerSingleUsd: '4000.00',
      registerMonthlyUsd: '4000.00',
      listMatchSimilarity: '1.00',
    });
    expect((await getSettings(t.ctx, 'compliance')).registerSingleUsd).toBe('4000.00');
    const [audit] = await auditOf(t, 'settings.compliance', 'compliance');
    expect(audit?.before).toEqual(DEFAULTS);
    expect(audit?.after).toMatchObject({ registerSingleUsd: '4000.00' });
    await settingsCall(t, admin, 'PUT', '/compliance', DEFAULTS);
  });

  it('refuses a monthly threshold under the single one, and a similarity out of 0.50–1', async () => {
    const monthly = await settingsCall(t, admin, 'PUT', '/compliance', {
      ...DEFAULTS,
      registerMonthlyUsd: '4999.99',
    });
    expect(monthly.statusCode).toBe(400);
    expect(body(monthly).data).toEqual({
      fields: { registerMonthlyUsd: 'El umbral mensual no puede ser menor que el de una operación única.' },
    });
    for (const listMatchSimilarity of ['0.49', '1.01', '85', 'alta']) {
      const refused = await settingsCall(t, admin, 'PUT', '/compliance', {
        ...DEFAULTS,
        listMatchSimilarity,
      });
      expect(body(refused).data).toEqual({
        fields: { listMatchSimilarity: 'Usa un número entre 0.50 y 1, por ejemplo 0.85.' },
      });
    }
    const accepted = await settingsCall(t, admin, 'PUT', '/compliance', {
      ...DEFAULTS,
      listMatchSimilarity: '0.5',
    });
    expect(accepted.statusCode).toBe(200);
    await settingsCall(t, admin, 'PUT', '/compliance', DEFAULTS);
    expect(await getSettings(t.ctx, 'compliance')).toEqual(DEFAULTS);
  });

  it('refuses a high-risk score not above the medium one, a country that is not an ISO code, a short word', async () => {
    const refusal = async (changes: Partial<ComplianceSettings>) => {
      const response = await settingsCall(t, admin, 'PUT', '/compliance', { ...DEFAULTS, ...changes });
      expect(response.statusCode).toBe(400);
      return body(response).data;
    };
    expect(await refusal({ riskMediumScore: 4, riskHighScore: 4 })).toEqual({
      fields: { riskHighScore: 'El puntaje de riesgo alto debe ser mayor que el de riesgo medio.' },
    });
    expect(await refusal({ riskCountries: 'KP, IRN' })).toEqual({
      fields: { riskCountries: '«IRN» no es un código de país (ISO 3166-1 de dos letras, por ejemplo KP).' },
    });
    // Two letters, but no country's.
    expect(await refusal({ riskCountries: 'KP, XX' })).toEqual({
      fields: { riskCountries: '«XX» no es un código de país (ISO 3166-1 de dos letras, por ejemplo KP).' },
    });
    expect(await refusal({ riskOccupations: 'casino, ab' })).toEqual({
      fields: { riskOccupations: 'Usa palabras de al menos 3 letras, separadas por comas.' },
    });
    const accepted = await settingsCall(t, admin, 'PUT', '/compliance', {
      ...DEFAULTS,
      riskMediumScore: 3,
      riskHighScore: 4,
      riskCountries: '',
    });
    expect(accepted.statusCode).toBe(200);
    await settingsCall(t, admin, 'PUT', '/compliance', DEFAULTS);
  });

  it('belongs to module cumplimiento: Ajustes alone neither reads nor saves it', async () => {
    const ajustes = await signedInColaborador(t, [{ module: 'ajustes', canView: true, canEdit: true }]);
    expect((await settingsCall(t, ajustes.headers, 'GET', '/compliance')).statusCode).toBe(403);
    const viewer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
    expect((await settingsCall(t, viewer.headers, 'GET', '/compliance')).statusCode).toBe(200);
    expect((await settingsCall(t, viewer.headers, 'PUT', '/compliance', DEFAULTS)).statusCode).toBe(403);
    const officer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: false, canEdit: true }]);
    expect((await settingsCall(t, officer.headers, 'PUT', '/compliance', DEFAULTS)).statusCode).toBe(200);
    const sections = await settingsCall(t, admin, 'GET', '');
    expect(Object.keys(body<Record<string, unknown>>(sections).data)).not.toContain('compliance');
  });
});

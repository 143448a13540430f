import type { Bank, PartnerOrder } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOrder, createByApi, partnerWithKey } from '../../../test/support/partner-api.ts';
import { newKey } from '../../../test/support/partner-orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

// GET /api/partner-api/v1/banks: the ids an order names, for a partner's developer.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the partner API bank catalogue', () => {
  it('lists the active banks with their account types, whose ids a create takes', async () => {
    const { headers } = await partnerWithKey(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/partner-api/v1/banks', headers });
    expect(response.statusCode).toBe(200);
    const banks = body<Bank[]>(response).data;
    expect(banks.length).toBeGreaterThan(1);
    for (const bank of banks) expect(bank.accountTypes.length, bank.name).toBeGreaterThan(0);

    const bank = banks.find((one) => one.shortName === 'BCP')!;
    const savings = bank.accountTypes[0]!;
    const payload = await apiOrder(t, '45100031');
    const created = await createByApi(
      t,
      { ...headers, 'idempotency-key': newKey() },
      {
        ...payload,
        paymentBankId: bank.id,
        destination: { ...payload.destination, bankId: bank.id, accountTypeId: savings.id },
      },
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(body<PartnerOrder>(created).data.paymentBank.id).toBe(bank.id);
  });

  it('opens to a live key only', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/partner-api/v1/banks' });
    expect(refused.statusCode).toBe(401);
    expect(body(refused).code).toBe('PARTNER_API_KEY_INVALID');
  });
});

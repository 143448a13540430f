import { bankEndpoints } from '@cambix/contract';
import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '../../../test/msw.ts';
import { fetchPaymentSteps, groupStepsByBank } from './api/get-payment-steps.ts';
import { badgeTextColor, bankBadgeText } from './bank-badge.ts';
import { mockEndpoint, rawReply } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();

describe('payment steps per bank (docs/rules/banks-and-accounts.md#payment-steps)', () => {
  it('groups the steps by bank, each bank in step_number order', () => {
    expect(
      groupStepsByBank([
        { bankId: 2, step_number: 2, text: 'b2' },
        { bankId: 1, step_number: 1, text: 'a1' },
        { bankId: 2, step_number: 1, text: 'b1' },
      ]),
    ).toEqual({
      1: [{ bankId: 1, step_number: 1, text: 'a1' }],
      2: [
        { bankId: 2, step_number: 1, text: 'b1' },
        { bankId: 2, step_number: 2, text: 'b2' },
      ],
    });
  });

  it("logs 'Error cargando pasos por banco' and reads as no steps when the call fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mockEndpoint(bankEndpoints.paymentSteps, () =>
        rawReply(Response.json({ success: false }, { status: 500 })),
      ),
    );
    expect(await fetchPaymentSteps()).toEqual({});
    expect(log).toHaveBeenCalledWith('Error cargando pasos por banco', expect.anything());
  });

  it('reads the steps when the call works', async () => {
    server.use(
      mockEndpoint(bankEndpoints.paymentSteps, () => [
        { bankId: 1, step_number: 1, text: 'Ingresa a tu app.' },
      ]),
    );
    expect(await fetchPaymentSteps()).toEqual({
      1: [{ bankId: 1, step_number: 1, text: 'Ingresa a tu app.' }],
    });
  });
});

describe('bank badge (decision 016)', () => {
  it('uses the usual abbreviation of a known bank, else a short name or initials', () => {
    expect(bankBadgeText({ code: '003', shortName: 'Interbank' })).toBe('IBK');
    expect(bankBadgeText({ code: '999', shortName: 'Caja Arequipa' })).toBe('CA');
    expect(bankBadgeText({ shortName: 'Alfin' })).toBe('ALF');
    expect(bankBadgeText({ shortName: 'BCP' })).toBe('BCP');
  });

  it('picks the text colour that reads on the bank colour', () => {
    expect(badgeTextColor('#002A8D')).toBe('#ffffff');
    expect(badgeTextColor('#F5C400')).toBe('#172026');
  });
});

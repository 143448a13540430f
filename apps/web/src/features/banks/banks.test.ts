import { bankEndpoints } from '@cambix/contract';
import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '../../../test/msw.ts';
import { fetchPaymentSteps, groupStepsByBank } from './api/get-payment-steps.ts';
import { badgeColors, bankBadgeText, contrastRatio } from './bank-badge.ts';
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
    expect(badgeColors('#002A8D')).toEqual({ background: '#002A8D', text: '#ffffff' });
    expect(badgeColors('#F5C400')).toEqual({ background: '#F5C400', text: '#172026' });
  });

  it('keeps every badge at 4.5:1 or more, shading a mid-tone colour darker', () => {
    // Scotiabank's red: the ink read at 3.66:1 (axe, issue 18); white on a shade darker reads.
    for (const color of ['#EC111A', '#3A8F3C', '#00945E', '#00A651', '#888888', '#F5C400', '#002A8D']) {
      const { background, text } = badgeColors(color);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
    expect(badgeColors('#EC111A').text).toBe('#ffffff');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  });
});

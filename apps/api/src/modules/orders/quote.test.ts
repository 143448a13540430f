import { DEFAULT_SETTINGS } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { quote, type QuoteRules } from './quote.ts';

const rules = (overrides: Partial<QuoteRules> = {}): QuoteRules => ({
  fees: DEFAULT_SETTINGS.fees,
  commissionPercent: '4.50',
  bankMaxOrder: null,
  discount: null,
  points: { balance: 0, redeemPoints: 100, redeemValue: '5.00' },
  interbankFee: null,
  ...overrides,
});

const percent = (value: string) => ({ kind: 'percent' as const, value });
const amount = (value: string) => ({ kind: 'amount' as const, value });

const send = (amount: string, overrides: Partial<QuoteRules> = {}, pointsToRedeem = 0) =>
  quote(rules(overrides), { sendAmount: amount, pointsToRedeem });
const receive = (amount: string, overrides: Partial<QuoteRules> = {}) =>
  quote(rules(overrides), { receiveAmount: amount });

describe('quote from the amount sent', () => {
  it('refuses below the minimum and takes the flat fee from S/ 110', () => {
    expect(send('109.99')).toEqual({ ok: false, reason: 'BELOW_MIN', limit: '110.00' });
    expect(send('110')).toMatchObject({
      ok: true,
      quote: { isFlatFee: true, fee: '10.00', finalFee: '10.00', receiveAmount: '100.00' },
    });
  });

  it('keeps the flat fee up to 999.99 and charges the commission from 1,000', () => {
    expect(send('999.99')).toMatchObject({ quote: { fee: '10.00', receiveAmount: '989.99' } });
    expect(send('1000')).toMatchObject({
      quote: { isFlatFee: false, fee: '45.00', receiveAmount: '955.00' },
    });
    expect(send('1000', { commissionPercent: '3.50' })).toMatchObject({
      quote: { fee: '35.00', commissionPercent: '3.50' },
    });
  });

  it('accepts the maximum and refuses a céntimo more', () => {
    expect(send('50000')).toMatchObject({ quote: { fee: '2250.00', receiveAmount: '47750.00' } });
    expect(send('50000.01')).toEqual({ ok: false, reason: 'ABOVE_MAX', limit: '50000.00' });
  });

  it("holds to the bank's per-order maximum when it is lower", () => {
    expect(send('10000', { bankMaxOrder: '10000.00' })).toMatchObject({ ok: true });
    expect(send('10000.01', { bankMaxOrder: '10000.00' })).toEqual({
      ok: false,
      reason: 'ABOVE_BANK_MAX',
      limit: '10000.00',
    });
  });

  it('applies a promo or referral discount on the fee only from the threshold', () => {
    expect(send('1000', { discount: percent('20.00') })).toMatchObject({
      quote: { fee: '45.00', discount: '9.00', finalFee: '36.00', receiveAmount: '964.00' },
    });
    expect(send('999.99', { discount: percent('20.00') })).toMatchObject({
      quote: { discount: '0.00', finalFee: '10.00' },
    });
  });

  it('takes a fixed amount off the fee from the threshold, never more than the fee', () => {
    expect(send('1000', { discount: amount('15.00') })).toMatchObject({
      quote: { fee: '45.00', discount: '15.00', finalFee: '30.00', receiveAmount: '970.00' },
    });
    expect(send('999.99', { discount: amount('15.00') })).toMatchObject({
      quote: { isFlatFee: true, fee: '10.00', discount: '0.00', finalFee: '10.00' },
    });
    // Exactly the fee, and more than the fee: the fee goes to zero and no further.
    expect(send('1000', { discount: amount('45.00') })).toMatchObject({
      quote: { discount: '45.00', finalFee: '0.00', receiveAmount: '1000.00' },
    });
    expect(send('1000', { discount: amount('500.00') })).toMatchObject({
      quote: { fee: '45.00', discount: '45.00', finalFee: '0.00', receiveAmount: '1000.00' },
    });
    expect(send('1000', { discount: percent('100.00') })).toMatchObject({
      quote: { discount: '45.00', finalFee: '0.00' },
    });
  });

  it('spends points only on what a fixed discount leaves of the fee', () => {
    const points = { balance: 2000, redeemPoints: 100, redeemValue: '5.00' };
    expect(send('1000', { points, discount: amount('30.00') }, 2000)).toMatchObject({
      quote: {
        fee: '45.00',
        discount: '30.00',
        pointsRedeemed: 300,
        pointsDiscount: '15.00',
        finalFee: '0.00',
      },
    });
    expect(send('1000', { points, discount: amount('60.00') }, 2000)).toMatchObject({
      quote: { discount: '45.00', pointsRedeemed: 0, pointsDiscount: '0.00', finalFee: '0.00' },
    });
  });

  it('redeems points in whole blocks, never beyond the balance or the fee', () => {
    const points = { balance: 250, redeemPoints: 100, redeemValue: '5.00' };
    expect(send('110', { points }, 250)).toMatchObject({
      quote: { pointsRedeemed: 200, pointsDiscount: '10.00', finalFee: '0.00', receiveAmount: '110.00' },
    });
    expect(send('2000', { points }, 999)).toMatchObject({
      quote: { fee: '90.00', pointsRedeemed: 200, finalFee: '80.00' },
    });
    expect(send('2000', { points }, 150)).toMatchObject({
      quote: { pointsRedeemed: 100, finalFee: '85.00' },
    });
    expect(
      send(
        '1000',
        { points: { balance: 2000, redeemPoints: 100, redeemValue: '5.00' }, discount: percent('50.00') },
        2000,
      ),
    ).toMatchObject({
      quote: { fee: '45.00', discount: '22.50', pointsRedeemed: 400, finalFee: '2.50' },
    });
  });
});

describe('quote from the amount to receive', () => {
  it('finds the amount to send on both sides of the threshold, the cheaper first', () => {
    expect(receive('100')).toMatchObject({ quote: { sendAmount: '110.00', receiveAmount: '100.00' } });
    expect(receive('955')).toMatchObject({ quote: { sendAmount: '965.00', isFlatFee: true } });
    expect(receive('989.99')).toMatchObject({ quote: { sendAmount: '999.99' } });
    expect(receive('990')).toMatchObject({
      quote: { sendAmount: '1036.65', fee: '46.65', receiveAmount: '990.00' },
    });
  });

  it('never leaves less than asked, and refuses amounts outside the limits', () => {
    for (const amount of ['1000.01', '1234.56', '20000', '47750']) {
      const result = receive(amount);
      expect(result.ok).toBe(true);
      if (result.ok) expect(Number(result.quote.receiveAmount)).toBeGreaterThanOrEqual(Number(amount));
    }
    expect(receive('99.99')).toEqual({ ok: false, reason: 'BELOW_MIN', limit: '110.00' });
    expect(receive('47750.01')).toEqual({ ok: false, reason: 'ABOVE_MAX', limit: '50000.00' });
  });
});

describe('quote from the amount to receive, with a discount', () => {
  it('finds the smallest amount sent for a fixed or a percent discount, never leaving less than asked', () => {
    for (const discount of [amount('15.00'), amount('5000.00'), percent('20.00'), percent('100.00')]) {
      for (const wanted of ['990', '1000', '1234.56', '20000']) {
        const result = receive(wanted, { discount });
        expect(result.ok, `${discount.kind} ${discount.value} ${wanted}`).toBe(true);
        if (!result.ok) continue;
        expect(Number(result.quote.receiveAmount)).toBeGreaterThanOrEqual(Number(wanted));
        expect(Number(result.quote.finalFee)).toBeGreaterThanOrEqual(0);
        // A céntimo less sent would leave less than asked.
        const less = (Math.round(Number(result.quote.sendAmount) * 100) - 1) / 100;
        const smaller = send(less.toFixed(2), { discount });
        if (smaller.ok) expect(Number(smaller.quote.receiveAmount)).toBeLessThan(Number(wanted));
      }
    }
    // Above the flat fee's reach, the S/ 15 off lowers the amount to send.
    expect(receive('1500')).toMatchObject({ quote: { sendAmount: '1570.68', finalFee: '70.68' } });
    expect(receive('1500', { discount: amount('15.00') })).toMatchObject({
      quote: {
        sendAmount: '1554.97',
        fee: '69.97',
        discount: '15.00',
        finalFee: '54.97',
        receiveAmount: '1500.00',
      },
    });
  });
});

describe('the interbank fee', () => {
  it('comes off what is received, on top of the fee, and untouched by discounts and points', () => {
    expect(send('1000', { interbankFee: '7.50', discount: percent('20.00') })).toMatchObject({
      quote: {
        fee: '45.00',
        discount: '9.00',
        finalFee: '36.00',
        interbankFee: '7.50',
        receiveAmount: '956.50',
      },
    });
    const points = { balance: 1000, redeemPoints: 100, redeemValue: '5.00' };
    expect(send('110', { interbankFee: '7.50', points }, 1000)).toMatchObject({
      quote: { finalFee: '0.00', interbankFee: '7.50', receiveAmount: '102.50' },
    });
  });

  it('is counted when quoting from the amount to receive', () => {
    expect(receive('100', { interbankFee: '5.00' })).toMatchObject({
      quote: { sendAmount: '115.00', interbankFee: '5.00', receiveAmount: '100.00' },
    });
    expect(receive('95', { interbankFee: '5.00' })).toMatchObject({ quote: { sendAmount: '110.00' } });
    expect(receive('94.99', { interbankFee: '5.00' })).toEqual({
      ok: false,
      reason: 'BELOW_MIN',
      limit: '110.00',
    });
  });
});

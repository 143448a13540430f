import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../../test/orders.ts';
import { formatTimeLeft, resumeStep, STEP } from './wizard-steps.ts';

describe('resuming nueva-orden', () => {
  it('quotes without an open order, pays an order without voucher, finalizes one with it', () => {
    expect(resumeStep(null)).toBe(STEP.quote);
    expect(resumeStep(orderFixture())).toBe(STEP.pay);
    expect(
      resumeStep(
        orderFixture({
          voucher: { kind: 'voucher', mimeType: 'image/jpeg', uploadedAt: '2026-11-21T15:05:00Z' },
        }),
      ),
    ).toBe(STEP.finalize);
  });

  it('does not resume an order that is no longer TEMPORAL', () => {
    expect(resumeStep(orderFixture({ status: 1 }))).toBe(STEP.quote);
  });
});

describe('the expiry countdown', () => {
  const now = Date.parse('2026-11-21T15:00:00Z');
  it('shows minutes and seconds, hours when there are, and never goes below zero', () => {
    expect(formatTimeLeft('2026-11-21T15:14:09Z', now)).toBe('14:09');
    expect(formatTimeLeft('2026-11-21T16:02:05Z', now)).toBe('1:02:05');
    expect(formatTimeLeft('2026-11-21T14:00:00Z', now)).toBe('00:00');
  });
});

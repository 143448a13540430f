import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.ts';
import { nextAttemptAt } from './sending-view.ts';

/** Only what nextAttemptAt reads: the clock and whether receipts go to SUNAT. */
const contextAt = (instant: string, sunat = true) =>
  ({
    now: () => new Date(instant),
    receiptSender: { provider: 'simulador', sunat: sunat ? {} : undefined },
  }) as unknown as AppContext;

// Issued at 10:00 in Lima on 2026-11-21: its summary's window is 2026-11-22 00:00 to 2026-11-25 00:00 Lima.
const pending: Parameters<typeof nextAttemptAt>[1] = {
  serie: 'B001',
  issuedAt: new Date('2026-11-21T15:00:00Z'),
  sendStatus: 'pendiente',
  signedXml: '<Invoice/>',
  summaryRetryAt: null,
};
const at = (instant: string, row = pending, sunat = true) =>
  nextAttemptAt(contextAt(instant, sunat), row)?.toISOString() ?? null;

describe('when staff are told a document will be tried again (docs/rules/receipts.md#sending-to-sunat)', () => {
  it('before its day has ended: the first run after the window opens', () => {
    expect(at('2026-11-21T20:00:00.000Z')).toBe('2026-11-22T05:10:00.000Z');
  });

  it('within the window: the next run; from the window’s last instant on, never again', () => {
    expect(at('2026-11-25T04:59:59.999Z')).toBe('2026-11-25T05:09:59.999Z');
    expect(at('2026-11-25T05:00:00.000Z')).toBeNull();
  });

  it('an enviada one is asked for its CDR on the next run; an answered one is not tried again', () => {
    expect(at('2026-11-22T05:00:00.000Z', { ...pending, sendStatus: 'enviada' })).toBe(
      '2026-11-22T05:10:00.000Z',
    );
    for (const sendStatus of ['aceptada', 'observada', 'rechazada'] as const) {
      expect(at('2026-11-22T05:00:00.000Z', { ...pending, sendStatus })).toBeNull();
    }
  });

  it('after a failure, the first run from its retry moment, pendiente or enviada (decision 179)', () => {
    const retryAt = new Date('2026-11-22T07:00:00.000Z');
    for (const sendStatus of ['pendiente', 'enviada'] as const) {
      const failed = { ...pending, sendStatus, summaryRetryAt: retryAt };
      expect(at('2026-11-22T06:00:00.000Z', failed)).toBe('2026-11-22T07:10:00.000Z');
      // A retry moment already passed is the next run, as without one.
      expect(at('2026-11-22T07:00:00.001Z', failed)).toBe('2026-11-22T07:10:00.001Z');
    }
  });

  it('nothing for a factura or its credit note, sent alone by their own job (decision 180)', () => {
    expect(at('2026-11-22T06:00:00.000Z', { ...pending, serie: 'F001' })).toBeNull();
    expect(at('2026-11-22T06:00:00.000Z', { ...pending, serie: 'FC01' })).toBeNull();
    expect(at('2026-11-22T06:00:00.000Z', { ...pending, serie: 'BC01' })).not.toBeNull();
  });

  it('nothing without SUNAT’s provider, or for a document not signed', () => {
    expect(at('2026-11-22T06:00:00.000Z', pending, false)).toBeNull();
    expect(at('2026-11-22T06:00:00.000Z', { ...pending, signedXml: null })).toBeNull();
  });
});

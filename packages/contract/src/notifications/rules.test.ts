import { describe, expect, it } from 'vitest';
import { normalizeGroup } from './rules.ts';

describe('normalizeGroup (docs/rules/notifications.md#groups)', () => {
  it('lowers the case and turns spaces and underscores into hyphens', () => {
    expect(normalizeGroup('Payments')).toBe('payments');
    expect(normalizeGroup('Nuevos  Clientes')).toBe('nuevos-clientes');
    expect(normalizeGroup('system_notice')).toBe('system-notice');
  });

  it('maps the seven spellings of the order-link group to link-orden', () => {
    const spellings = [
      'link-order',
      'order-link',
      'link-orden',
      'link-ordenes',
      'link-ordenes-temp',
      'linkorder',
      'orderlink',
    ];
    for (const spelling of spellings) expect(normalizeGroup(spelling)).toBe('link-orden');
    expect(normalizeGroup('Link_Order')).toBe('link-orden');
    expect(normalizeGroup('ORDER LINK')).toBe('link-orden');
  });

  it('calls a missing or blank group general', () => {
    expect(normalizeGroup(undefined)).toBe('general');
    expect(normalizeGroup(null)).toBe('general');
    expect(normalizeGroup('   ')).toBe('general');
  });
});

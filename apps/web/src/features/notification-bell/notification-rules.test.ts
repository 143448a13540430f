import type { Notification } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import {
  groupByDay,
  matchesFilter,
  mergeNotifications,
  summarizeGroups,
  toNotification,
} from './notification-rules.ts';

const item = (uuid: string, overrides: Partial<Notification> = {}): Notification => ({
  uuid,
  title: `Aviso ${uuid}`,
  body: '',
  link: null,
  group: 'general',
  read: false,
  createdAt: '2026-11-21T15:00:00.000Z',
  resolution: null,
  ...overrides,
});

describe('toNotification (docs/rules/notifications.md)', () => {
  it('ignores a notification without a uuid', () => {
    expect(toNotification({ title: 'x' })).toBeNull();
    expect(toNotification({ uuid: '  ', title: 'x' })).toBeNull();
    expect(toNotification(null)).toBeNull();
  });

  it('normalises the group with the contract rule', () => {
    expect(toNotification({ uuid: 'a', group: 'Order_Link' })?.group).toBe('link-orden');
    expect(toNotification({ uuid: 'a', group: 'Nuevos Clientes' })?.group).toBe('nuevos-clientes');
    expect(toNotification({ uuid: 'a' })?.group).toBe('general');
  });
});

describe('mergeNotifications', () => {
  it('drops duplicates and keeps the list newest first', () => {
    const current = [item('a', { createdAt: '2026-11-21T10:00:00Z' })];
    const { items, added } = mergeNotifications(current, [
      item('b', { createdAt: '2026-11-21T12:00:00Z' }),
      item('a', { title: 'otra vez' }),
      item('b'),
      { title: 'sin uuid' },
      item('c', { createdAt: '2026-11-20T12:00:00Z' }),
    ]);
    expect(items.map((i) => i.uuid)).toEqual(['b', 'a', 'c']);
    expect(added.map((i) => i.uuid)).toEqual(['b', 'c']);
    expect(items[1]?.title).toBe('Aviso a');
  });
});

describe('summarizeGroups (docs/rules/notifications.md#the-bell)', () => {
  it('counts unread and total and puts groups with unread first, then alphabetical', () => {
    const groups = summarizeGroups([
      item('1', { group: 'system', read: true }),
      item('2', { group: 'payments' }),
      item('3', { group: 'general', read: true }),
      item('4', { group: 'link-orden' }),
      item('5', { group: 'payments', read: true }),
    ]);
    expect(groups.map(({ group, unread, total }) => [group, unread, total])).toEqual([
      ['link-orden', 1, 1],
      ['payments', 1, 2],
      ['general', 0, 1],
      ['system', 0, 1],
    ]);
  });
});

describe('groupByDay (docs/rules/notifications.md#the-bell, America/Lima)', () => {
  // 2026-11-21 08:00 in Lima (UTC-5).
  const now = new Date('2026-11-21T13:00:00Z');

  it('labels Hoy, Ayer and earlier dates at the Lima midnight, newest first', () => {
    const sections = groupByDay(
      [
        item('old', { createdAt: '2026-11-18T20:00:00Z' }),
        item('today-early', { createdAt: '2026-11-21T05:00:00Z' }), // 00:00 Lima: today
        item('yesterday-late', { createdAt: '2026-11-21T04:59:00Z' }), // 23:59 Lima the day before
        item('today-late', { createdAt: '2026-11-21T12:30:00Z' }),
        item('yesterday-early', { createdAt: '2026-11-20T05:00:00Z' }),
        item('two-days', { createdAt: '2026-11-20T04:59:59Z' }),
      ],
      now,
    );
    expect(sections.map((s) => [s.label, s.items.map((i) => i.uuid)])).toEqual([
      [{ kind: 'today' }, ['today-late', 'today-early']],
      [{ kind: 'yesterday' }, ['yesterday-late', 'yesterday-early']],
      [{ kind: 'date', day: '2026-11-19' }, ['two-days']],
      [{ kind: 'date', day: '2026-11-18' }, ['old']],
    ]);
  });

  it('knows yesterday across a month and a year', () => {
    const sections = groupByDay(
      [item('a', { createdAt: '2027-01-01T04:00:00Z' }), item('b', { createdAt: '2026-12-31T04:00:00Z' })],
      new Date('2027-01-01T06:00:00Z'),
    );
    expect(sections.map((s) => s.label)).toEqual([
      { kind: 'yesterday' },
      { kind: 'date', day: '2026-12-30' },
    ]);
  });
});

describe('matchesFilter', () => {
  it('filters by read state and group', () => {
    const unread = item('u', { group: 'payments' });
    const read = item('r', { group: 'payments', read: true });
    expect([unread, read].filter((i) => matchesFilter(i, 'all', null))).toHaveLength(2);
    expect([unread, read].filter((i) => matchesFilter(i, 'unread', null))).toEqual([unread]);
    expect([unread, read].filter((i) => matchesFilter(i, 'read', null))).toEqual([read]);
    expect([unread, read].filter((i) => matchesFilter(i, 'all', 'system'))).toEqual([]);
    expect([unread, read].filter((i) => matchesFilter(i, 'read', 'payments'))).toEqual([read]);
  });
});

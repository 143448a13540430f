import { normalizeGroup, type Notification } from '@cambix/contract';
import { APP_TIME_ZONE } from '@/lib/dates.ts';

export type ReadFilter = 'all' | 'unread' | 'read';

/**
 * A notification as the bell keeps it (docs/rules/notifications.md#read-state): one with no uuid is no
 * notification; the group is normalised whatever the sender wrote. Anything else missing gets a harmless
 * default.
 */
export function toNotification(value: unknown): Notification | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const uuid = typeof raw.uuid === 'string' ? raw.uuid.trim() : '';
  if (!uuid) return null;
  const createdAt = typeof raw.createdAt === 'string' ? raw.createdAt : new Date().toISOString();
  const resolution = toResolution(raw.resolution);
  return {
    uuid,
    title: typeof raw.title === 'string' ? raw.title : '',
    body: typeof raw.body === 'string' ? raw.body : '',
    link: typeof raw.link === 'string' ? raw.link : null,
    group: normalizeGroup(typeof raw.group === 'string' ? raw.group : null),
    read: raw.read === true || resolution !== null,
    createdAt,
    resolution,
  };
}

/** The task's resolution, when the sender gave a well-formed one. */
function toResolution(value: unknown): Notification['resolution'] {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.at !== 'string') return null;
  return { at: raw.at, by: typeof raw.by === 'string' && raw.by.trim() ? raw.by : null };
}

const byNewest = (a: Notification, b: Notification) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Adds the new ones to the list, newest first; one already held (same uuid) or without a uuid is ignored. */
export function mergeNotifications(current: readonly Notification[], incoming: readonly unknown[]) {
  const seen = new Set(current.map((item) => item.uuid));
  const added: Notification[] = [];
  for (const value of incoming) {
    const item = toNotification(value);
    if (!item || seen.has(item.uuid)) continue;
    seen.add(item.uuid);
    added.push(item);
  }
  return { items: added.length ? [...current, ...added].sort(byNewest) : [...current], added };
}

export const clampCount = (count: number): number => Math.max(0, Math.trunc(count) || 0);

export function matchesFilter(item: Notification, filter: ReadFilter, group: string | null): boolean {
  if (group !== null && item.group !== group) return false;
  if (filter === 'unread') return !item.read;
  if (filter === 'read') return item.read;
  return true;
}

export interface GroupSummary {
  group: string;
  unread: number;
  total: number;
  items: Notification[];
}

/**
 * Groups with something unread first, then alphabetical (docs/rules/notifications.md#the-bell); items newest
 * first.
 */
export function summarizeGroups(items: readonly Notification[]): GroupSummary[] {
  const groups = new Map<string, GroupSummary>();
  for (const item of [...items].sort(byNewest)) {
    const summary = groups.get(item.group) ?? { group: item.group, unread: 0, total: 0, items: [] };
    summary.total += 1;
    if (!item.read) summary.unread += 1;
    summary.items.push(item);
    groups.set(item.group, summary);
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.unread > 0) - Number(a.unread > 0) || a.group.localeCompare(b.group),
  );
}

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Lima, `YYYY-MM-DD`. */
export function limaDay(value: Date | string | number): string {
  return dayKeyFormat.format(new Date(value));
}

function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; day: string };

export interface DaySection {
  day: string;
  label: DayLabel;
  items: Notification[];
}

/**
 * Sections by Lima calendar day, newest first: Hoy, Ayer, then each earlier date
 * (docs/rules/notifications.md#the-bell).
 */
export function groupByDay(items: readonly Notification[], now: Date = new Date()): DaySection[] {
  const today = limaDay(now);
  const yesterday = previousDay(today);
  const sections = new Map<string, DaySection>();
  for (const item of [...items].sort(byNewest)) {
    const day = limaDay(item.createdAt);
    let section = sections.get(day);
    if (!section) {
      const label: DayLabel =
        day === today ? { kind: 'today' } : day === yesterday ? { kind: 'yesterday' } : { kind: 'date', day };
      section = { day, label, items: [] };
      sections.set(day, section);
    }
    section.items.push(item);
  }
  return [...sections.values()];
}

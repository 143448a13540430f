import { staffEs } from '@/i18n/staff.ts';

const t = staffEs.waiting;
const MINUTE = 60_000;

/** How long an order has waited, in whole minutes: `hace 12 min`, `hace 2 h 5 min`, `hace 1 día 3 h`. */
export function formatWaiting(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE));
  if (minutes < 1) return t.now;
  if (minutes < 60) return t.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hours(hours, minutes % 60);
  return t.days(Math.floor(hours / 24), hours % 24);
}

/** Oldest first by the time each order entered its status (the server sends them so; this keeps it so). */
export function oldestFirst<T extends { statusSince: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(a.statusSince) - Date.parse(b.statusSince));
}

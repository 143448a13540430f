import { matchAppRoute } from '../routes.ts';

/**
 * `?next=` of the sign-in pages, when it is a path of this app that is not a sign-in page itself; anything
 * else (another origin, `//host`, `/\host`, a scheme) is ignored (decision 073).
 */
export function returnPathFrom(search: string | URLSearchParams): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  const { route } = matchAppRoute(next.split(/[?#]/)[0] ?? next);
  return route.guestOnly || route.path === '*' ? null : next;
}

/**
 * Text no field of ours means and PostgreSQL cannot store or compare: the NUL character, and half of a
 * UTF-16 surrogate pair (with the `u` flag, `\p{Cs}` matches only an unpaired one; emoji pass).
 */
const LONE_SURROGATE = /\p{Cs}/u;
const isUnsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSAFE_TEXT_MESSAGE = 'Este texto tiene caracteres no válidos: bórralos y vuelve a escribirlo.';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string): string {
  const keys: string[] = [];
  for (let at = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  keys.reverse();
  if (last !== undefined) keys.push(last);
  return keys.join('.') || '_';
}

/**
 * The path (`alias`, `answers.0.text`; `_` for the whole part) of the first string, key or value, in a
 * request part that holds unsafe text, or null. Every request part goes through it before its schema
 * (route.ts and uploads.ts in the API). A loop over parent links, not recursion: a deeply nested body
 * neither overflows the stack nor costs more than its size.
 */
export function unsafeTextPath(part: unknown): string | null {
  const pending: Visit[] = [{ value: part, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (isUnsafe(value)) return pathOf(visit);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) {
        if (isUnsafe(key)) return pathOf(visit, '_');
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

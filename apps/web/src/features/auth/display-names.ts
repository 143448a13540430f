import type { SessionUser } from '@cambix/contract';

export function firstWord(value: string | null | undefined): string {
  return value?.trim().split(/\s+/)[0] ?? '';
}

/**
 * Customer welcome (docs/rules/screens.md#shells): first word of the given names and the paternal surname.
 */
export function customerWelcomeName(user: Pick<SessionUser, 'nombres' | 'apellido_paterno'> | null): string {
  if (!user) return '';
  return [firstWord(user.nombres), user.apellido_paterno.trim()].filter(Boolean).join(' ');
}

/**
 * Sidebar (docs/rules/screens.md#sidebar): first name and the first letter of the paternal surname, e.g.
 * "Ana Q."
 */
export function staffDisplayName(user: Pick<SessionUser, 'nombres' | 'apellido_paterno'> | null): string {
  if (!user) return '';
  const initial = user.apellido_paterno.trim().charAt(0).toUpperCase();
  return [firstWord(user.nombres), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

import normalizeEmail from 'validator/lib/normalizeEmail.js';

/**
 * The mailbox an address delivers to, as its provider reads it: Gmail ignores dots and a `+tag`, Outlook,
 * iCloud and others a `+tag`, Yahoo a `-tag`; case never counts. Two addresses with the same mailbox are
 * one person's, whatever was typed.
 */
export function mailboxOf(email: string): string {
  const trimmed = email.trim();
  return (normalizeEmail(trimmed) || trimmed).toLowerCase();
}

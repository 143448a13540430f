import { partnersEs } from '@/i18n/partners.ts';

/** The client's first name, for a friendly message. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/**
 * A WhatsApp link with a Spanish message carrying the finalize link; to the client's number when it is a
 * Peruvian mobile (9 digits, country code 51).
 */
export function whatsappHref(
  url: string,
  clientName: string,
  partnerName: string,
  phone: string | null,
): string {
  const text = encodeURIComponent(
    partnersEs.created.whatsappMessage(firstName(clientName), partnerName, url),
  );
  const digits = (phone ?? '').replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('51') ? digits.slice(2) : digits;
  return local.length === 9 ? `https://wa.me/51${local}?text=${text}` : `https://wa.me/?text=${text}`;
}

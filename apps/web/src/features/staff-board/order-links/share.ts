import { staffEs } from '@/i18n/staff.ts';

/**
 * A WhatsApp share link with the message and the order link; to the customer's number when known
 * (Peruvian mobiles: 9 digits, country code 51).
 */
export function whatsappHref(url: string, customerName: string, phone: string | null = null): string {
  const text = encodeURIComponent(staffEs.orderLinks.whatsappMessage(customerName, url));
  const digits = (phone ?? '').replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('51') ? digits.slice(2) : digits;
  return local.length === 9 ? `https://wa.me/51${local}?text=${text}` : `https://wa.me/?text=${text}`;
}

/** The customer's first name, for a friendly message. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

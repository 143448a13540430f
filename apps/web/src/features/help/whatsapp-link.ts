/** A wa.me link to the number with the message already written. */
export const whatsappLink = (number: string, message: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;

/** Order and link codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const ORDER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ORDER_CODE_LENGTH = 8;
export const ORDER_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

/** A payment reference: 7 characters of the same alphabet, short enough for any bank's transfer description. */
export const PAYMENT_REFERENCE_LENGTH = 7;

/**
 * Peru's CCI: 3-digit entity, 3-digit office, 12-digit account, 2 check digits. Each check digit covers
 * one group (entity+office, then account): digits weighted 1,2,1,2... from the left, two-digit products
 * reduced to the sum of their digits, and the digit brings the total up to a multiple of 10.
 */
export const CCI_PATTERN = /^\d{20}$/;

function checkDigit(group: string): number {
  let sum = 0;
  for (let index = 0; index < group.length; index++) {
    const product = Number(group[index]) * (index % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

export function cciCheckDigits(first18: string): string {
  return `${checkDigit(first18.slice(0, 6))}${checkDigit(first18.slice(6, 18))}`;
}

export function isValidCci(cci: string, bankCode?: string): boolean {
  if (!CCI_PATTERN.test(cci)) return false;
  if (bankCode !== undefined && !cci.startsWith(bankCode)) return false;
  return cci.slice(18) === cciCheckDigits(cci.slice(0, 18));
}

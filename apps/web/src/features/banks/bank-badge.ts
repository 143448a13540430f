/** How people in Peru abbreviate the seeded banks, by CCI entity code. */
const MONOGRAMS: Readonly<Record<string, string>> = {
  '002': 'BCP',
  '003': 'IBK',
  '007': 'CITI',
  '009': 'SBP',
  '011': 'BBVA',
  '018': 'BN',
  '023': 'BC',
  '035': 'BP',
  '038': 'BIF',
  '049': 'MB',
  '053': 'GNB',
  '054': 'BF',
  '055': 'BR',
};

/**
 * The text of the badge that stands for a bank's logo (decision 016): the usual abbreviation of a known
 * bank, else a short name of up to four letters, else the initials of its words.
 */
export function bankBadgeText(bank: { code?: string; shortName: string }): string {
  const known = bank.code ? MONOGRAMS[bank.code] : undefined;
  if (known) return known;
  const name = bank.shortName.trim();
  if (name.length <= 4) return name.toUpperCase();
  const words = name.split(/\s+/).filter((word) => !/^(de|del|la|el|y)$/i.test(word));
  if (words.length > 1)
    return words
      .map((word) => word.charAt(0).toUpperCase())
      .join('')
      .slice(0, 3);
  return name.slice(0, 3).toUpperCase();
}

function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return 0;
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** White text unless the colour is light enough that near-black reads better (WCAG contrast). */
export function badgeTextColor(background: string): string {
  const light = luminance(background);
  const withWhite = 1.05 / (light + 0.05);
  const withDark = (light + 0.05) / 0.05;
  return withWhite >= withDark ? '#ffffff' : '#172026';
}

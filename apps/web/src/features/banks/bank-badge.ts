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

function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match?.[1] ? Number.parseInt(match[1], 16) : 0;
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const WHITE = '#ffffff';
const INK = '#172026';
// WCAG AA for the badge's small bold text is 4.5:1; a little above it, so no rounding lands under.
const READABLE = 4.6;

function darker(hex: string, step: number): string {
  return `#${channels(hex)
    .map((channel) =>
      Math.round(channel * (1 - step))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The badge's colours: the bank's colour with white or ink text, whichever reads better (measured
 * against the ink actually used). A mid-tone colour on which neither reads is shaded darker until white
 * does, so the badge keeps the bank's hue.
 */
export function badgeColors(color: string): { background: string; text: string } {
  const background = /^#?[0-9a-f]{6}$/i.test(color.trim()) ? `#${color.trim().replace('#', '')}` : INK;
  const withWhite = contrastRatio(background, WHITE);
  const withInk = contrastRatio(background, INK);
  if (Math.max(withWhite, withInk) >= READABLE) {
    return { background, text: withWhite >= withInk ? WHITE : INK };
  }
  let step = 0.04;
  while (contrastRatio(darker(background, step), WHITE) < READABLE) step += 0.04;
  return { background: darker(background, step), text: WHITE };
}

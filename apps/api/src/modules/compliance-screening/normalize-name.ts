// Names as screening compares them (docs/rules/compliance.md#matching): the same person written with or
// without accents, in capitals, surnames first, or with "de", "del", "la" between the words reads the same.

/** Words that join names and say nothing of the person: dropped before comparing. */
export const NAME_PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'e',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'van',
  'von',
  'der',
  'den',
  'le',
  'al',
]);

/** The words of a name: no accents, lower case, letters and digits only. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !NAME_PARTICLES.has(word));
}

/** A name normalised for matching: its words without particles, sorted, so their order does not count. */
export function matchName(name: string): string {
  return nameWords(name).sort().join(' ');
}

/** A document number as it is matched, exactly: digits and letters only, upper case (an accent, split off
 * by NFD, goes with the other marks). */
export function matchDocument(value: string): string {
  return value
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

import type { SCREENING_LISTS } from '../../platform/db/schema/index.ts';
import { malformed, type ListEntry } from './list-entry.ts';
import { readOfacList } from './read-ofac-list.ts';
import { readPepList } from './read-pep-list.ts';
import { readUnList } from './read-un-list.ts';

export type ScreeningList = (typeof SCREENING_LISTS)[number];

const READERS: Record<ScreeningList, (content: string) => ListEntry[]> = {
  onu: readUnList,
  ofac: readOfacList,
  pep: readPepList,
};

/** UTF-8 as the lists publish; a file that is not is read as Latin-1, as older spreadsheets write it. */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return data.toString('latin1');
  }
}

/** Every entry of a list file in its published format, or the whole file refused (nothing is stored). */
export function readListFile(list: ScreeningList, data: Buffer): ListEntry[] {
  if (data.length === 0) throw malformed('está vacío.');
  return READERS[list](decode(data));
}

import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

// SUNAT takes and answers each document as a ZIP holding one XML file named like the ZIP.

export const zipOne = (fileName: string, contents: string): Buffer =>
  Buffer.from(zipSync({ [fileName]: strToU8(contents) }));

/** The one XML file of a ZIP SUNAT answered (the CDR, R-<name>.xml). */
export function unzipXml(zip: Uint8Array): { fileName: string; contents: string } {
  const files = Object.entries(unzipSync(zip)).filter(([name]) => name.toLowerCase().endsWith('.xml'));
  const [first] = files;
  if (!first) throw new Error('the ZIP holds no XML file');
  return { fileName: first[0], contents: strFromU8(first[1]) };
}

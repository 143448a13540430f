import zlib from 'node:zlib';

/**
 * Reads a ZIP archive by its central directory, as Excel does, checking each file's CRC-32 against
 * zlib's: the files by name, in the directory's order.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('no end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central entry at ${at}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const packedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const localName = archive
      .subarray(localAt + 30, localAt + 30 + archive.readUInt16LE(localAt + 26))
      .toString('utf8');
    if (localName !== name) throw new Error(`local name ${localName} differs from ${name}`);
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const packed = archive.subarray(dataAt, dataAt + packedSize);
    const data = method === 8 ? zlib.inflateRawSync(packed) : Buffer.from(packed);
    if (data.length !== size) throw new Error(`size of ${name} is ${data.length}, not ${size}`);
    if (zlib.crc32(data) !== crc) throw new Error(`CRC-32 of ${name} does not match`);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const columnIndex = (letters: string) =>
  [...letters].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** A worksheet's cells as text, row by row, empty cells as ''; rows padded to the widest. */
export function sheetCells(sheetXml: string): string[][] {
  const rows: string[][] = [];
  for (const [, rowNumber, inner] of sheetXml.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/gs)) {
    const cells: string[] = [];
    for (const [, letters, , content] of inner!.matchAll(/<c r="([A-Z]+)(\d+)"[^>]*>(.*?)<\/c>/gs)) {
      const value = /<v>(.*?)<\/v>/s.exec(content!)?.[1] ?? /<t[^>]*>(.*?)<\/t>/s.exec(content!)?.[1] ?? '';
      cells[columnIndex(letters!)] = unescape(value);
    }
    rows[Number(rowNumber) - 1] = cells;
  }
  const width = Math.max(0, ...rows.map((cells) => cells?.length ?? 0));
  return Array.from(rows, (cells) => Array.from({ length: width }, (_, index) => cells?.[index] ?? ''));
}

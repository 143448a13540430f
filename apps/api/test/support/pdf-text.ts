import zlib from 'node:zlib';

/** One text run a page shows (one TJ), read back as a viewer copies it: through its font's ToUnicode map. */
export interface ShownText {
  text: string;
  /** The font's name without its subset tag: `DejaVuSansCondensed-Bold`. */
  font: string;
  size: number;
  /** Left edge and baseline, in points from the page's top-left corner. */
  x: number;
  y: number;
  /** Advance width in points, from the font's /W widths and the run's kerning. */
  width: number;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** Every `N 0 obj` of the file by number; a stream's bytes by its /Length, inflated when FlateDecode. */
export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const streamAt = text.indexOf('\nstream\n', start);
    const endAt = text.indexOf('\nendobj', start);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(Number(match[1]), { dict: text.slice(start, endAt) });
      continue;
    }
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const raw = pdf.subarray(streamAt + 8, streamAt + 8 + length);
    objects.set(Number(match[1]), {
      dict,
      stream: dict.includes('/FlateDecode') ? zlib.inflateSync(raw) : Buffer.from(raw),
    });
  }
  return objects;
}

const ref = (dict: string, key: string): number | undefined => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : undefined;
};

const hexText = (hex: string) =>
  String.fromCodePoint(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** A ToUnicode CMap as glyph id → text, from its bfchar and bfrange entries. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of block!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) {
      map.set(parseInt(code!, 16), hexText(target!));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, targets] of block!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[^>]*>)/gi,
    )) {
      const first = parseInt(from!, 16);
      if (targets!.startsWith('[')) {
        [...targets!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach(([, target], index) =>
          map.set(first + index, hexText(target!)),
        );
      } else {
        const base = parseInt(targets!.slice(1, -1), 16);
        for (let code = first; code <= parseInt(to!, 16); code++)
          map.set(code, String.fromCodePoint(base + code - first));
      }
    }
  }
  return map;
}

/** A CID font's /W array as glyph id → width in 1/1000 em. */
function glyphWidths(w: string): Map<number, number> {
  const widths = new Map<number, number>();
  const tokens = w.match(/\[|\]|-?[\d.]+/g) ?? [];
  for (let index = 0; index < tokens.length;) {
    const first = Number(tokens[index]);
    if (tokens[index + 1] === '[') {
      index += 2;
      for (let code = first; tokens[index] !== ']'; index++, code++) widths.set(code, Number(tokens[index]));
      index += 1;
    } else {
      for (let code = first; code <= Number(tokens[index + 1]); code++)
        widths.set(code, Number(tokens[index + 2]));
      index += 3;
    }
  }
  return widths;
}

interface FontReading {
  name: string;
  unicode: Map<number, string>;
  widths: Map<number, number>;
}

function readFont(objects: Map<number, PdfObject>, id: number): FontReading {
  const font = objects.get(id)!.dict;
  const descendant = objects.get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(font)![1]))!.dict;
  return {
    name: /\/BaseFont \/(?:[A-Z]{6}\+)?(\S+)/.exec(font)![1]!,
    unicode: toUnicode(objects.get(ref(font, 'ToUnicode')!)!.stream!.toString('latin1')),
    widths: glyphWidths(/\/W \[([\s\S]*)\]/.exec(descendant)![1]!),
  };
}

/** Each page's dictionary, in page order. */
function pageDicts(objects: Map<number, PdfObject>): string[] {
  const root = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict))!;
  const kids = /\/Kids \[([^\]]*)\]/.exec(root.dict)![1]!;
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => objects.get(Number(kid[1]))!.dict);
}

/** Each page's content stream (its drawing operators), in page order. */
export function pdfContents(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  return pageDicts(objects).map((page) => objects.get(ref(page, 'Contents')!)!.stream!.toString('latin1'));
}

/** The text runs of each page, in page order and, within a page, in drawing order. */
export function pdfPages(pdf: Buffer): ShownText[][] {
  const objects = pdfObjects(pdf);
  return pageDicts(objects).map((page) => {
    const height = Number(/\/MediaBox \[0 0 [\d.]+ ([\d.]+)\]/.exec(page)![1]);
    const resources = objects.get(ref(page, 'Resources')!)!.dict;
    const fonts = new Map<string, FontReading>();
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g))
      fonts.set(name!, readFont(objects, Number(id)));
    const content = objects.get(ref(page, 'Contents')!)!.stream!.toString('latin1');
    const shown: ShownText[] = [];
    let font: FontReading | undefined;
    let size = 0;
    let x = 0;
    let y = 0;
    for (const [, tm, tf, tj] of content.matchAll(
      /1 0 0 1 (-?[\d.]+ -?[\d.]+) Tm|\/(F\d+ [\d.]+) Tf|\[((?:<[0-9a-f]*>|-?[\d.]+|\s)*)\] TJ/gi,
    )) {
      if (tm) [x, y] = tm.split(' ').map(Number) as [number, number];
      else if (tf) {
        const [name, fontSize] = tf.split(' ');
        font = fonts.get(name!);
        size = Number(fontSize);
      } else if (font) {
        let text = '';
        let units = 0;
        for (const [, hex, adjust] of tj!.matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/gi)) {
          if (adjust !== undefined) {
            units -= Number(adjust);
            continue;
          }
          for (const unit of hex!.match(/.{4}/g) ?? []) {
            const glyph = parseInt(unit, 16);
            text += font.unicode.get(glyph) ?? '\ufffd';
            units += font.widths.get(glyph) ?? 0;
          }
        }
        shown.push({ text, font: font.name, size, x, y: height - y, width: (units * size) / 1000 });
      }
    }
    return shown;
  });
}

/** The texts of every page, in order. */
export const pdfTexts = (pdf: Buffer): string[] =>
  pdfPages(pdf).flatMap((page) => page.map((run) => run.text));

/** Pairs of runs on one baseline that come closer than `gap` points (or overlap): text drawn over text. */
export function crowdedRuns(runs: readonly ShownText[], gap = 2): [string, string][] {
  const crowded: [string, string][] = [];
  const lines = new Map<number, ShownText[]>();
  for (const run of runs) {
    const baseline = Math.round(run.y * 10);
    lines.set(baseline, [...(lines.get(baseline) ?? []), run]);
  }
  for (const line of lines.values()) {
    const sorted = [...line].sort((a, b) => a.x - b.x);
    sorted.slice(1).forEach((run, index) => {
      const before = sorted[index]!;
      if (before.x + before.width + gap > run.x) crowded.push([before.text, run.text]);
    });
  }
  return crowded;
}

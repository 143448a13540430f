// A minimal PDF 1.4 writer for printable reports: text in the standard Helvetica and Helvetica-Bold (no font
// is embedded, every viewer has them), lines and filled rectangles. Text is WinAnsiEncoding so Spanish prints
// as it is written; widths come from Adobe's Helvetica metrics, so numbers can be right-aligned.

export type PdfFont = 'regular' | 'bold';
export type PdfAlign = 'left' | 'right' | 'center';

export interface PageSize {
  width: number;
  height: number;
}

/** A4 in points. */
export const A4_PORTRAIT: PageSize = { width: 595.28, height: 841.89 };
export const A4_LANDSCAPE: PageSize = { width: 841.89, height: 595.28 };

const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };
const FONT_NAME: Record<PdfFont, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

// Advance widths (1/1000 em) of ASCII 32–126, from Adobe's Helvetica.afm and Helvetica-Bold.afm.
// prettier-ignore
const ASCII_WIDTHS: Record<PdfFont, number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** Widths of the non-ASCII characters the reports use that are not an accented ASCII letter. */
const OTHER_WIDTHS: Record<string, [regular: number, bold: number]> = {
  '\u00a0': [278, 278],
  '¡': [333, 333],
  '¿': [611, 611],
  '°': [400, 400],
  ª: [370, 370],
  º: [365, 365],
  '·': [278, 278],
  '«': [556, 556],
  '»': [556, 556],
  '–': [556, 556],
  '—': [1000, 1000],
  '‘': [222, 278],
  '’': [222, 278],
  '“': [333, 500],
  '”': [333, 500],
  '•': [350, 350],
  '…': [1000, 1000],
  '€': [556, 556],
};

// WinAnsiEncoding: Latin-1 for U+00A0–U+00FF, these at 0x80–0x9F, ASCII below.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

const REPLACEMENT = '?';

/** The character as printed: one WinAnsi can print, or `?`. */
function printable(char: string): string {
  const code = char.codePointAt(0)!;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff) || char in WIN_ANSI_EXTRA) return char;
  return REPLACEMENT;
}

function charWidth(char: string, font: PdfFont): number {
  const code = char.codePointAt(0)!;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[font][code - 32]!;
  const other = OTHER_WIDTHS[char];
  if (other) return font === 'regular' ? other[0] : other[1];
  // An accented letter is as wide as its letter, but Helvetica's accented i is wider than its i.
  const base = char.normalize('NFD')[0]!;
  const baseCode = base.codePointAt(0)!;
  if (base !== char && baseCode >= 32 && baseCode <= 126) {
    return font === 'regular' && base === 'i' ? 278 : ASCII_WIDTHS[font][baseCode - 32]!;
  }
  return ASCII_WIDTHS[font][REPLACEMENT.charCodeAt(0) - 32]!;
}

/** The width in points of a line of text. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (const char of text) units += charWidth(printable(char), font);
  return (units * size) / 1000;
}

/** The text cut with "…" so it fits in `maxWidth` points. */
export function fitText(text: string, font: PdfFont, size: number, maxWidth: number): string {
  if (textWidth(text, font, size) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, font, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** A PDF string literal in WinAnsi: ( ) \ escaped, bytes above ASCII as octal, so the file stays ASCII. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const shown = printable(char);
    const byte = WIN_ANSI_EXTRA[shown] ?? shown.codePointAt(0)!;
    if (shown === '(' || shown === ')' || shown === '\\') out += `\\${shown}`;
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += shown;
  }
  return `${out})`;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();

export interface TextOptions {
  font?: PdfFont;
  size?: number;
  /** Where `x` is: the text's left edge, its right edge or its middle. */
  align?: PdfAlign;
  /** 0 black to 1 white. */
  gray?: number;
}

/** One page. Coordinates are points from the page's top-left corner; `y` of text is its baseline. */
export class PdfPage {
  readonly operations: string[] = [];

  constructor(readonly size: PageSize) {}

  text(text: string, x: number, y: number, options: TextOptions = {}): void {
    const font = options.font ?? 'regular';
    const size = options.size ?? 10;
    const width = textWidth(text, font, size);
    const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
    this.operations.push(
      `BT /${FONT_RESOURCE[font]} ${num(size)} Tf ${num(options.gray ?? 0)} g ${num(left)} ${num(this.size.height - y)} Td ${pdfString(text)} Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, gray = 0): void {
    const { height } = this.size;
    this.operations.push(
      `${num(width)} w ${num(gray)} G ${num(x1)} ${num(height - y1)} m ${num(x2)} ${num(height - y2)} l S`,
    );
  }

  /**
   * Rectangles filled as one shape (a QR code's modules): one path, so viewers draw no hairline seams where
   * neighbours touch. Each is [x, y, width, height] with (x, y) its top-left corner.
   */
  fillRects(rects: [x: number, y: number, width: number, height: number][], gray: number): void {
    if (rects.length === 0) return;
    const path = rects.map(
      ([x, y, width, height]) =>
        `${num(x)} ${num(this.size.height - y - height)} ${num(width)} ${num(height)} re`,
    );
    this.operations.push(`${num(gray)} g\n${path.join('\n')}\nf`);
  }

  /** A filled rectangle whose top-left corner is (x, y). */
  fillRect(x: number, y: number, width: number, height: number, gray: number): void {
    this.operations.push(
      `${num(gray)} g ${num(x)} ${num(this.size.height - y - height)} ${num(width)} ${num(height)} re f`,
    );
  }
}

/** A document of pages of one size, written out as PDF 1.4 bytes. */
export class PdfDocument {
  readonly pages: PdfPage[] = [];

  constructor(
    readonly size: PageSize,
    readonly title = '',
  ) {}

  addPage(): PdfPage {
    const page = new PdfPage(this.size);
    this.pages.push(page);
    return page;
  }

  toBuffer(): Buffer {
    // Objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the document info, then each page and its content.
    const objects: string[] = [];
    const pageIds = this.pages.map((_, index) => 6 + index * 2);
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`,
    );
    for (const font of ['regular', 'bold'] as const) {
      objects.push(
        `<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_NAME[font]} /Encoding /WinAnsiEncoding >>`,
      );
    }
    objects.push(`<< /Title ${pdfString(this.title)} /Producer (Cambix) >>`);
    const { width, height } = this.size;
    for (const [index, page] of this.pages.entries()) {
      const contentId = pageIds[index]! + 1;
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(width)} ${num(height)}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      );
      const stream = page.operations.join('\n');
      objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    }

    // Every byte is ASCII but the comment that marks the file as binary, so a string's length is its bytes.
    let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    for (const [index, body] of objects.entries()) {
      offsets.push(out.length);
      out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    }
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Printable documents (receipts, reports) through pdfkit, in DejaVu Sans Condensed embedded as a subset
// (decision 142): every viewer prints the Spanish as written, and its text copies and searches as written.

export type PdfFont = 'regular' | 'bold';
export type PdfAlign = 'left' | 'right' | 'center';

export interface PageSize {
  width: number;
  height: number;
}

/** A4 in points. */
export const A4_PORTRAIT: PageSize = { width: 595.28, height: 841.89 };
export const A4_LANDSCAPE: PageSize = { width: 841.89, height: 595.28 };

// Condensed: its widths are within a few per cent of Helvetica's, which the layouts were drawn for.
const FONT_FILES: Record<PdfFont, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
};

let fonts: Record<PdfFont, Buffer> | undefined;
function fontData(): Record<PdfFont, Buffer> {
  const require = createRequire(import.meta.url);
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

/** 0 black to 1 white, as the colour pdfkit takes. */
function grayColor(gray: number): string {
  const level = Math.round(Math.min(1, Math.max(0, gray)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${level}${level}${level}`;
}

export interface TextOptions {
  font?: PdfFont;
  size?: number;
  /** Where `x` is: the text's left edge, its right edge or its middle. */
  align?: PdfAlign;
  /** 0 black to 1 white. */
  gray?: number;
  /** The text is cut with "…" to fit in this many points. */
  maxWidth?: number;
}

type Draw = (doc: PDFKit.PDFDocument) => void;

/** The text cut with "…" so it fits in `maxWidth` points in the document's current font. */
function fitted(doc: PDFKit.PDFDocument, text: string, maxWidth: number): string {
  if (doc.widthOfString(text) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && doc.widthOfString(`${chars.join('')}…`) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * One page, drawn when the document is written. Coordinates are points from the page's top-left corner;
 * `y` of text is its baseline.
 */
export class PdfPage {
  readonly draws: Draw[] = [];

  constructor(readonly size: PageSize) {}

  text(text: string, x: number, y: number, options: TextOptions = {}): void {
    this.draws.push((doc) => {
      doc
        .font(options.font ?? 'regular')
        .fontSize(options.size ?? 10)
        .fillColor(grayColor(options.gray ?? 0));
      const shown = options.maxWidth === undefined ? text : fitted(doc, text, options.maxWidth);
      const width = doc.widthOfString(shown);
      const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
      doc.text(shown, left, y, { lineBreak: false, baseline: 'alphabetic' });
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, gray = 0): void {
    this.draws.push((doc) => {
      doc.lineWidth(width).moveTo(x1, y1).lineTo(x2, y2).stroke(grayColor(gray));
    });
  }

  /**
   * Rectangles filled as one shape (a QR code's modules): one path, so viewers draw no hairline seams where
   * neighbours touch. Each is [x, y, width, height] with (x, y) its top-left corner.
   */
  fillRects(rects: [x: number, y: number, width: number, height: number][], gray: number): void {
    if (rects.length === 0) return;
    this.draws.push((doc) => {
      for (const [x, y, width, height] of rects) doc.rect(x, y, width, height);
      doc.fill(grayColor(gray));
    });
  }

  /** A filled rectangle whose top-left corner is (x, y). */
  fillRect(x: number, y: number, width: number, height: number, gray: number): void {
    this.fillRects([[x, y, width, height]], gray);
  }
}

/** Splits text into the lines that fit a width, in the embedded fonts: what a fixed layout wraps. */
export type WrapText = (
  text: string,
  options: { font?: PdfFont; size?: number; maxWidth: number },
) => string[];

/**
 * The wrapper of fixed layouts (a receipt): words go to the next line when the width is full, and a word
 * wider than the whole line is broken between its characters; nothing is cut.
 */
export async function textWrapper(): Promise<WrapText> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ autoFirstPage: false });
  const data = fontData();
  doc.registerFont('regular', data.regular);
  doc.registerFont('bold', data.bold);
  return (text, { font = 'regular', size = 10, maxWidth }) => {
    doc.font(font).fontSize(size);
    const fits = (line: string) => doc.widthOfString(line) <= maxWidth;
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const joined = line === '' ? word : `${line} ${word}`;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      for (const char of word) {
        if (line !== '' && !fits(line + char)) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    if (line !== '' || lines.length === 0) lines.push(line);
    return lines;
  };
}

/** A document of pages of one size; pdfkit is loaded when the first one is written. */
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

  async toBuffer(): Promise<Buffer> {
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({
      autoFirstPage: false,
      size: [this.size.width, this.size.height],
      margin: 0,
      pdfVersion: '1.7',
      lang: 'es-PE',
      info: { Title: this.title, Producer: 'Cambix', Creator: 'Cambix' },
    });
    const chunks: Buffer[] = [];
    const written = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const data = fontData();
    doc.registerFont('regular', data.regular);
    doc.registerFont('bold', data.bold);
    for (const page of this.pages) {
      doc.addPage();
      for (const draw of page.draws) draw(doc);
    }
    doc.end();
    return written;
  }
}

/**
 * A document whose text flows (a report of any length): pdfkit wraps the lines and breaks the pages itself,
 * in the same two embedded fonts, `regular` and `bold`. `write` draws it from the first page's top margin.
 */
export async function flowingPdf(
  title: string,
  write: (doc: PDFKit.PDFDocument) => void,
  { size = A4_PORTRAIT, margin = 48 }: { size?: PageSize; margin?: number } = {},
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [size.width, size.height],
    margin,
    pdfVersion: '1.7',
    lang: 'es-PE',
    info: { Title: title, Producer: 'Cambix', Creator: 'Cambix' },
  });
  const chunks: Buffer[] = [];
  const written = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const data = fontData();
  doc.registerFont('regular', data.regular);
  doc.registerFont('bold', data.bold);
  doc.font('regular');
  write(doc);
  doc.end();
  return written;
}

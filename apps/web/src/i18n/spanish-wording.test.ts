import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB_I18N = path.resolve(import.meta.dirname);
const WEB_FEATURES = path.resolve(import.meta.dirname, '../features');
const API_SRC = path.resolve(import.meta.dirname, '../../../api/src');

/** Words a Spanish text loses its accent on, or English left on screen; matched as whole words. */
const MISSES: { pattern: RegExp; say: string }[] = [
  ...[
    ['modulo', 'módulo'],
    ['sesion', 'sesión'],
    ['sessión', 'sesión'],
    ['numero', 'número'],
    ['telefono', 'teléfono'],
    ['informacion', 'información'],
    ['operacion', 'operación'],
    ['contrasena', 'contraseña'],
    ['transaccion', 'transacción'],
    ['devolucion', 'devolución'],
    ['validacion', 'validación'],
    ['comision', 'comisión'],
    ['pagina', 'página'],
    ['codigo', 'código'],
    ['electronico', 'electrónico'],
    ['direccion', 'dirección'],
    ['verificacion', 'verificación'],
    ['confirmacion', 'confirmación'],
    ['aprobacion', 'aprobación'],
    ['esta seguro', 'está seguro'],
    ['estas seguro', 'estás seguro'],
    ['dias', 'días'],
    ['busqueda', 'búsqueda'],
    ['ultimo', 'último'],
    ['ultima', 'última'],
    ['razon', 'razón'],
    ['tambien', 'también'],
    ['aqui', 'aquí'],
    ['despues', 'después'],
    ['todavia', 'todavía'],
    ['mas', 'más'],
    ['genero', 'género'],
    ['credito', 'crédito'],
    ['debito', 'débito'],
  ].map(([miss, say]) => ({
    pattern: new RegExp(`(?<![\\p{L}\\-_./])${miss}(?![\\p{L}\\-_./])`, 'iu'),
    say: `'${say}'`,
  })),
  // "Si" as the answer to a question is "Sí"; "si" (if) starts a clause and is lower case or followed by a word.
  { pattern: /^Si[.!?]?$|(?<!\p{L})Si(?=,)/u, say: "'Sí'" },
  ...[
    'Copy',
    'Cancel',
    'Submit',
    'Loading',
    'Save',
    'Delete',
    'Close',
    'Search',
    'Next',
    'Back',
    'Error:',
    'Yes',
    'Please',
    'Success',
    'Warning',
    'Undefined',
    'Null',
    'NaN',
  ].map((word) => ({
    pattern: new RegExp(
      `(?<![\\p{L}\\-_./])${word.replace(':', '')}${word.endsWith(':') ? ':' : '(?![\\p{L}\\-_./])'}`,
      'u',
    ),
    say: 'Spanish',
  })),
];

/**
 * Literals that are not text a person reads: query-string values, CSS, MIME types, ids. Each entry is
 * the whole literal.
 */
const NOT_TEXT = new Set<string>([]);

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep)
    .sort();
}

const I18N_FILES = filesUnder(WEB_I18N, (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
/** The staff screens' titles and sidebar labels, declared with their features (decision 140). */
const SCREEN_FILES = filesUnder(WEB_FEATURES, (file) => /\/(screens|screen-parts)\.ts$/.test(file));
const MAIL_FILES = [
  ...filesUnder(API_SRC, (file) => /\/mails\/[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts')),
  path.join(API_SRC, 'platform/mail-template.ts'),
];

/** A property whose string value a person reads, in a file that is not all text. */
const readProperty = (node: ts.Node) =>
  ts.isPropertyAssignment(node.parent) && ['title', 'label'].includes(node.parent.name.getText());

/** The text of every string and template literal of a file (or those `isText` keeps), with where it is. */
function literalsOf(file: string, isText: (node: ts.Node) => boolean): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    // Imports name modules, not text.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      // A string used as a property name or element access is an identifier.
      const parent = node.parent;
      const isKey =
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isElementAccessExpression(parent) ||
        ts.isLiteralTypeNode(parent);
      if (!isKey && isText(node))
        found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function missesIn(files: string[], isText: (node: ts.Node) => boolean = () => true): string[] {
  const misses: string[] = [];
  for (const file of files) {
    for (const { text, line } of literalsOf(file, isText)) {
      if (NOT_TEXT.has(text)) continue;
      // Markup inside mail templates: tags and attributes are not read.
      const readable = text.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');
      for (const { pattern, say } of MISSES) {
        const match = pattern.exec(readable);
        if (match)
          misses.push(
            `${path.relative(API_SRC + '/../..', file)}:${line} "${match[0]}" in "${text}" → ${say}`,
          );
      }
    }
  }
  return misses;
}

describe('Spanish wording of the screens and the mails', () => {
  it('finds the files it scans', () => {
    expect(I18N_FILES.map((file) => path.basename(file))).toContain('es.ts');
    expect(MAIL_FILES.length).toBeGreaterThan(5);
    expect(SCREEN_FILES.map((file) => path.relative(WEB_FEATURES, file))).toContain('promotions/screens.ts');
  });

  it('finds a miss when there is one', () => {
    const sample = (text: string) => MISSES.some(({ pattern }) => pattern.test(text));
    expect(sample('Esta seguro de cerrar sessión?')).toBe(true);
    expect(sample('Modulo Terceros')).toBe(true);
    expect(sample('Si')).toBe(true);
    expect(sample('Copy CCI')).toBe(true);
    expect(sample('Error: algo')).toBe(true);
    expect(sample('¿Está seguro de cerrar sesión?')).toBe(false);
    expect(sample('Sí')).toBe(false);
    expect(sample('Si crees que es un error, escríbenos.')).toBe(false);
    expect(sample('Módulo Terceros')).toBe(false);
    expect(sample('/dashboard/modulo-terceros')).toBe(false);
  });

  it('has no unaccented or English words in the web i18n files', () => {
    expect(missesIn(I18N_FILES)).toEqual([]);
  });

  it('has no unaccented or English words in the staff screens’ titles and sidebar labels', () => {
    expect(missesIn(SCREEN_FILES, readProperty)).toEqual([]);
  });

  it('has no unaccented or English words in the mails', () => {
    expect(missesIn(MAIL_FILES)).toEqual([]);
  });
});

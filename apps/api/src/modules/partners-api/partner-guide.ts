import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';

/** The guide for partners' developers, beside the code that serves it (and inside any copy of the API). */
const GUIDE = path.join(import.meta.dirname, 'partner-guide.md');

const STYLE = `
  body { font: 16px/1.6 system-ui, sans-serif; color: #1f2937; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
  h1, h2, h3 { line-height: 1.25; color: #0f3d3a; }
  h2 { margin-top: 2.5rem; border-bottom: 1px solid #e5e7eb; padding-bottom: .25rem; }
  code { font: .9em ui-monospace, monospace; background: #f3f4f6; padding: .1em .3em; border-radius: 4px; }
  pre { background: #0f172a; color: #e2e8f0; padding: 1rem; border-radius: 8px; overflow-x: auto; }
  pre code { background: none; color: inherit; padding: 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #e5e7eb; padding: .4rem .6rem; text-align: left; }
  a { color: #0f766e; }
`;

/** The guide as one HTML page, rendered once from its Markdown by `marked`; it links the OpenAPI document. */
export function partnerGuidePage(documentPath: string): string {
  const body = marked.parse(fs.readFileSync(GUIDE, 'utf8'), { async: false });
  return [
    '<!doctype html>',
    '<html lang="es">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Guía de la API para socios · Cambix</title>',
    `<style>${STYLE}</style></head>`,
    `<body><p><a href="${documentPath}">Documento OpenAPI</a></p>${body}</body>`,
    '</html>',
  ].join('\n');
}

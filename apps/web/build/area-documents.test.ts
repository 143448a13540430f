import { describe, expect, it } from 'vitest';
import { areaHtml } from './area-documents.ts';

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-a.js">
    <link rel="modulepreload" crossorigin href="/assets/home-a.js">
    <link rel="modulepreload" crossorigin href="/assets/login-form-a.js">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`;

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe('areaHtml', () => {
  it("preloads the area's files instead of the front door's, keeping the entry's and those both need", () => {
    const html = areaHtml(
      INDEX,
      ['/assets/mui-a.js', '/assets/login-form-a.js', '/assets/customer-shell-a.js'],
      new Set(['/assets/home-a.js']),
    );
    expect(preloads(html)).toEqual([
      '/assets/runtime-a.js',
      '/assets/login-form-a.js',
      '/assets/mui-a.js',
      '/assets/customer-shell-a.js',
    ]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html.indexOf('customer-shell-a.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves index.html as it is for an area with nothing of its own to preload', () => {
    expect(areaHtml(INDEX, [], new Set())).toBe(INDEX);
  });
});

// Favicon, theme colour and the PWA icon drawn from the same brand colours and logo geometry as the app.
import type { Plugin } from 'vite';
import { lightPalette } from '../src/app/theme/brand.ts';
import { logoMarkSvg } from '../src/components/brand/logo-mark.ts';

const colors = {
  background: lightPalette.primary,
  arrowOut: lightPalette.onPrimary,
  arrowIn: lightPalette.secondary,
};

export const ICON_FILE = 'cambix-icon.svg';
export const MASKABLE_ICON_FILE = 'cambix-icon-maskable.svg';

export function brandAssets(): Plugin {
  const favicon = `data:image/svg+xml,${encodeURIComponent(logoMarkSvg(colors))}`;
  return {
    name: 'cambix:brand-assets',
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: favicon }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'theme-color', content: lightPalette.primary }, injectTo: 'head' },
      ];
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ICON_FILE, source: logoMarkSvg(colors) });
      this.emitFile({
        type: 'asset',
        fileName: MASKABLE_ICON_FILE,
        source: logoMarkSvg(colors, { padding: 10 }),
      });
    },
  };
}

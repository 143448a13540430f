import { describe, expect, it } from 'vitest';
import { ICONS, libraryGroups, MUI_RUNTIME } from './chunk-groups.ts';

const nm = (path: string) => `/work/app/node_modules/${path}`;

describe('library chunk groups', () => {
  it('puts MUI and what it is built on in the runtime chunk', () => {
    for (const id of [
      '@mui/material/Button/Button.mjs',
      '@mui/system/createBox/createBox.mjs',
      '@mui/utils/useId/useId.mjs',
      '@emotion/react/dist/emotion-react.browser.esm.js',
      'react-transition-group/esm/Transition.js',
      '@popperjs/core/lib/enums.js',
    ])
      expect(MUI_RUNTIME.test(nm(id)), id).toBe(true);
  });

  it('keeps MUI X, the app and other libraries out of it, so only their screens load them', () => {
    for (const id of [
      nm('@mui/x-date-pickers/DatePicker/DatePicker.mjs'),
      nm('socket.io-client/build/esm/index.js'),
      nm('react-dom/cjs/react-dom-client.production.js'),
      '/work/app/apps/web/src/components/ui/button.tsx',
    ])
      expect(MUI_RUNTIME.test(id), id).toBe(false);
  });

  it("gathers the app's icons without the MUI code they are drawn with, which imports its own icons", () => {
    expect(ICONS.test(nm('@mui/icons-material/Close.mjs'))).toBe(true);
    expect(ICONS.test(nm('@mui/material/internal/svg-icons/Close.mjs'))).toBe(false);
    expect(ICONS.test(nm('@mui/material/utils/createSvgIcon.mjs'))).toBe(false);
    const icons = libraryGroups.find((group) => group.name === 'icons');
    expect(icons?.includeDependenciesRecursively).toBe(false);
    // The icons come first: the runtime's pattern does not see them.
    expect(libraryGroups.indexOf(icons!)).toBeLessThan(
      libraryGroups.findIndex((group) => group.name === 'mui'),
    );
  });
});

import { createTheme, type Theme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';
import { BRAND_RADIUS, darkPalette, lightPalette, SYSTEM_FONT_STACK, type BrandPalette } from './brand.ts';
import { APP_BAR_HEIGHT, LAYOUT_Z_INDEX } from './layout.ts';

export function createAppTheme(palette: BrandPalette): Theme {
  return createTheme(
    {
      palette: {
        mode: palette.mode,
        primary: { main: palette.primary, dark: palette.primaryDark, contrastText: palette.onPrimary },
        secondary: { main: palette.secondary, contrastText: palette.onSecondary },
        error: { main: palette.error },
        success: { main: palette.success },
        warning: { main: palette.warning },
        info: { main: palette.info },
        background: { default: palette.background, paper: palette.surface },
        text: { primary: palette.text, secondary: palette.textMuted },
        divider: palette.border,
      },
      shape: { borderRadius: BRAND_RADIUS },
      typography: {
        fontFamily: SYSTEM_FONT_STACK,
        button: { textTransform: 'none', fontWeight: 600 },
        h1: { fontSize: '1.75rem', fontWeight: 700 },
        h2: { fontSize: '1.375rem', fontWeight: 700 },
        h3: { fontSize: '1.125rem', fontWeight: 600 },
      },
      motion: { reducedMotion: 'system' },
      // The shells' frame (app bars, permanent side navs) sits at the base layout z-index
      // (docs/rules/screens.md#layout-constants).
      zIndex: { appBar: LAYOUT_Z_INDEX },
      mixins: { toolbar: { minHeight: APP_BAR_HEIGHT } },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiAppBar: {
          defaultProps: { elevation: 0, color: 'inherit' },
          // The bottom line is drawn inside the bar so the bar stays exactly APP_BAR_HEIGHT tall.
          styleOverrides: {
            root: { backgroundColor: palette.surface, boxShadow: `inset 0 -1px 0 ${palette.border}` },
          },
        },
        MuiPaper: { styleOverrides: { outlined: { borderColor: palette.border } } },
        MuiToolbar: {
          styleOverrides: {
            root: { minHeight: APP_BAR_HEIGHT, '@media (min-width: 0px)': { minHeight: APP_BAR_HEIGHT } },
          },
        },
      },
    },
    esES,
  );
}

export const lightTheme = createAppTheme(lightPalette);
/** Defined (docs/rules/screens.md#layout-constants); the light theme is the default. */
export const darkTheme = createAppTheme(darkPalette);

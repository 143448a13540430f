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
        // A busy button keeps its words beside the spinner: MUI's centred spinner leaves it blank (issue 34).
        MuiButton: { defaultProps: { disableElevation: true, loadingPosition: 'start' } },
        MuiAppBar: {
          defaultProps: { elevation: 0, color: 'inherit' },
          // The bottom line is drawn inside the bar so the bar stays exactly APP_BAR_HEIGHT tall.
          styleOverrides: {
            root: { backgroundColor: palette.surface, boxShadow: `inset 0 -1px 0 ${palette.border}` },
          },
        },
        MuiPaper: { styleOverrides: { outlined: { borderColor: palette.border } } },
        // A field's help still has to be read when the field is disabled (it says why): MUI's disabled
        // grey reads at 2.6:1, the muted text at 4.5:1 or more (WCAG AA, issue 18).
        MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: palette.textMuted } } } },
        // Toasts sit bottom-right, away from the side navs' "Cerrar sesión" (bottom-left) and the top bar's
        // actions; on a phone they clear the customer's bottom navigation (decision 110).
        MuiSnackbar: {
          defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'right' } },
          styleOverrides: {
            anchorOriginBottomRight: { '@media (max-width: 599.95px)': { bottom: 72 } },
          },
        },
        // A loading placeholder is named by its aria-label ("Cargando…"), which needs a role to carry it.
        MuiSkeleton: { defaultProps: { role: 'status' } },
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

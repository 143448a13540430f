// The one source of Cambix colours, radius and type: the MUI theme and the light auth CSS both read it.

/** System fonts only (decision 004): no web-font download; Android renders Roboto through system-ui. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, ' +
  '"Apple Color Emoji", "Segoe UI Emoji"';

export interface BrandPalette {
  mode: 'light' | 'dark';
  primary: string;
  primaryDark: string;
  primarySoft: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  error: string;
  errorSoft: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  info: string;
  infoSoft: string;
  text: string;
  textMuted: string;
  background: string;
  surface: string;
  border: string;
}

export const lightPalette: BrandPalette = {
  mode: 'light',
  primary: '#0b6b5d',
  primaryDark: '#07493f',
  primarySoft: '#e2f1ee',
  onPrimary: '#ffffff',
  secondary: '#f4a236',
  onSecondary: '#231500',
  error: '#c62828',
  errorSoft: '#fdecea',
  success: '#2e7d32',
  successSoft: '#edf7ed',
  warning: '#a35400',
  warningSoft: '#fff4e5',
  info: '#0a5fa8',
  infoSoft: '#e8f2fb',
  text: '#172026',
  textMuted: '#56646b',
  background: '#f3f6f7',
  surface: '#ffffff',
  border: '#d3dcdf',
};

export const darkPalette: BrandPalette = {
  mode: 'dark',
  primary: '#4cc2ad',
  primaryDark: '#2f9c89',
  primarySoft: '#12302b',
  onPrimary: '#04221d',
  secondary: '#f6b457',
  onSecondary: '#231500',
  error: '#f28b82',
  errorSoft: '#3b1a18',
  success: '#81c995',
  successSoft: '#16301d',
  warning: '#fdd663',
  warningSoft: '#3a2f10',
  info: '#8ab4f8',
  infoSoft: '#17283f',
  text: '#e7eef0',
  textMuted: '#9fb0b6',
  background: '#0e1416',
  surface: '#162024',
  border: '#2b3a3f',
};

/** Corner radius in px, shared by MUI shape and the light components. */
export const BRAND_RADIUS = 10;

/** CSS custom properties (`--cx-primary`, ...) for the light components, set on <html> at start-up. */
export function brandCssVariables(palette: BrandPalette): Record<string, string> {
  const vars: Record<string, string> = {
    '--cx-font': SYSTEM_FONT_STACK,
    '--cx-radius': `${BRAND_RADIUS}px`,
  };
  for (const [key, value] of Object.entries(palette)) {
    if (key === 'mode') continue;
    vars[`--cx-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return vars;
}

export function applyBrandVariables(root: HTMLElement, palette: BrandPalette = lightPalette): void {
  for (const [name, value] of Object.entries(brandCssVariables(palette))) root.style.setProperty(name, value);
  root.style.colorScheme = palette.mode;
}

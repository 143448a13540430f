// Geometry of the Cambix mark (two opposed arrows in a rounded square), shared by the React logo and
// the icons written at build time, so there is one drawing.
export const LOGO_VIEWBOX = '0 0 48 48';
export const LOGO_RADIUS = 13;
export const LOGO_STROKE_WIDTH = 4;
/** Upper arrow, pointing right. */
export const LOGO_ARROW_OUT = 'M13 19h21M28 13l6 6-6 6';
/** Lower arrow, pointing left. */
export const LOGO_ARROW_IN = 'M35 29H14M20 23l-6 6 6 6';

export interface LogoColors {
  background: string;
  arrowOut: string;
  arrowIn: string;
}

/** The mark as a standalone SVG document (favicon, PWA icon); `padding` leaves room for maskable icons. */
export function logoMarkSvg(colors: LogoColors, { padding = 0 }: { padding?: number } = {}): string {
  const size = 48 + padding * 2;
  const stroke = `fill="none" stroke-width="${LOGO_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"`;
  const background = padding
    ? `<rect width="${size}" height="${size}" fill="${colors.background}"/>`
    : `<rect width="48" height="48" rx="${LOGO_RADIUS}" fill="${colors.background}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${background}` +
    `<g transform="translate(${padding} ${padding})">` +
    `<path d="${LOGO_ARROW_OUT}" stroke="${colors.arrowOut}" ${stroke}/>` +
    `<path d="${LOGO_ARROW_IN}" stroke="${colors.arrowIn}" ${stroke}/></g></svg>`
  );
}

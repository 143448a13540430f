// The value axis of the bar charts: round ticks from zero to just above the largest value.

const STEPS = [1, 2, 2.5, 5, 10];

/** Ticks 0, step, 2·step… covering `max` in about `count` steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (STEPS.find((factor) => factor * power >= rough) ?? 10) * power;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals so 0.1 + 0.2 never prints as 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let index = 0; index * step <= top + step / 1e6; index++)
    ticks.push(Number((index * step).toFixed(decimals)));
  return ticks;
}

/** About how wide a label of `text` is at 12 px in the theme's sans-serif font. */
export const textWidth = (text: string, fontSize = 12): number => Math.ceil(text.length * fontSize * 0.58);

/** `text` cut to fit `width` pixels, with an ellipsis when it does not. */
export function fitText(text: string, width: number, fontSize = 12): string {
  const room = Math.floor(width / (fontSize * 0.58));
  return text.length <= room ? text : `${text.slice(0, Math.max(room - 1, 1))}…`;
}

const solesTick = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });
/** A value-axis tick in soles as people read it: `S/ 1,500`. */
export const formatSolesTick = (value: number): string => `S/ ${solesTick.format(value)}`;

const countTick = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });
/** A value-axis tick that counts things: whole numbers only (a step of 0.5 leaves its halves unlabelled). */
export const formatCountTick = (value: number): string =>
  Number.isInteger(value) ? countTick.format(value) : '';

/** A Lima day `2026-11-21` as the axis names it: `21/11`. */
export const dayTickLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

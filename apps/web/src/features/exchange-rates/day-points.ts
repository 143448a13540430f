import type { PublicBoard } from '@cambix/contract';

const HOUR = 60 * 60 * 1000;
/** Lima keeps UTC−5 all year: its day starts at 05:00 UTC. */
const LIMA_OFFSET = 5 * HOUR;

/** One board on the day's chart: when it took effect (the day's start for the one in force before it). */
export interface DayPoint {
  id: number;
  at: number;
  buy: number;
  sell: number;
  buyText: string;
  sellText: string;
}

/**
 * The first tier of each board of a Lima day, where the chart draws it: the board in force when the day
 * began from its start, then each one published that day; nothing past `now`. Numbers only place the lines;
 * what a person reads is the rate's own text.
 */
export function dayPoints(
  day: string,
  publications: readonly PublicBoard[],
  now: Date,
): { points: DayPoint[]; start: number; end: number } {
  const start = Date.parse(`${day}T00:00:00Z`) + LIMA_OFFSET;
  const end = Math.max(start, Math.min(start + 24 * HOUR, now.getTime()));
  const points = publications.flatMap((publication) => {
    const buy = publication.buy[0];
    const sell = publication.sell[0];
    const at = Math.max(Date.parse(publication.publishedAt), start);
    if (!buy || !sell || at > end) return [];
    return [
      {
        id: publication.id,
        at,
        buy: Number(buy.rate),
        sell: Number(sell.rate),
        buyText: buy.rate,
        sellText: sell.rate,
      },
    ];
  });
  return { points, start, end };
}

const STEPS = [1, 2, 2.5, 5, 10];

/** Round ticks around the day's rates, a little room above and below; at least a centavo apart. */
export function rateTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const middle = (min + max) / 2;
  const range = Math.max(max - min, 0.01);
  const low = middle - range * 0.6;
  const high = middle + range * 0.6;
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (STEPS.find((factor) => factor * power >= rough) ?? 10) * power;
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  for (let index = first; index <= last; index += 1) ticks.push(Number((index * step).toFixed(4)));
  return ticks;
}

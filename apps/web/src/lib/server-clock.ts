/**
 * The server's clock, as this browser can tell it (decision 215): a phone's clock may be minutes off, and a
 * rate lock or an order's time runs out by the server's. Every API answer carries its `Date` (whole seconds);
 * the offset is learnt from answers no cache kept, and only when it is larger than what the reading can tell.
 */

/** A `Date` is the second the answer left, rounded down: its middle is half a second later. */
const DATE_HEADER_MIDDLE_MS = 500;
/** A round trip longer than this says too little of when the answer left. */
export const MAX_ROUND_TRIP_MS = 2_000;
/** Offsets within this are the reading's own error (half a second and half a round trip): our clock is kept. */
export const MIN_OFFSET_MS = 2_000;

let offsetMs = 0;

/** Learns the server's time from an API answer asked at `askedAt` and answered at `answeredAt` (our clock). */
export function learnServerTime(response: Response, askedAt: number, answeredAt: number): void {
  const date = Date.parse(response.headers.get('date') ?? '');
  // An answer a cache may hold says when it was first sent, not now.
  const fresh = /\bno-store\b/.test(response.headers.get('cache-control') ?? '');
  if (Number.isNaN(date) || !fresh || answeredAt - askedAt > MAX_ROUND_TRIP_MS) return;
  const offset = date + DATE_HEADER_MIDDLE_MS - (askedAt + answeredAt) / 2;
  offsetMs = Math.abs(offset) < MIN_OFFSET_MS ? 0 : offset;
}

/** Now by the server's clock, in ms. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Forgets what was learnt (tests). */
export function resetServerClock(): void {
  offsetMs = 0;
}

// Every draw comes from a seeded generator, so every fresh demo has the same orders, codes and amounts.

export const SEED = 20_261_127;

/** mulberry32: small, fast and the same on every machine. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    digits: (length: number) => Array.from({ length }, () => Math.floor(next() * 10)).join(''),
  };
}
export type Generator = ReturnType<typeof generator>;

/** A UUID from the generator, so the idempotency keys are the same on every run too. */
export function uuidFrom(random: Generator): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

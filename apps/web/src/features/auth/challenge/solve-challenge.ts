// Loaded only when the server asks for a challenge (decision 061): never part of the /login entry.
import type { ChallengeAnswer, SignInChallenge } from '@cambix/contract';

const PRIMES = [...Array(312).keys()].filter(
  (n) => n > 1 && [...Array(Math.floor(Math.sqrt(n)) - 1).keys()].every((d) => n % (d + 2) !== 0),
);
const fractionBits = (x: number) => ((x - Math.floor(x)) * 2 ** 32) >>> 0;
/** SHA-256's round constants and initial state: the fractional bits of cube and square roots of primes. */
const K = Uint32Array.from(PRIMES.slice(0, 64), (p) => fractionBits(Math.cbrt(p)));
const H = Uint32Array.from(PRIMES.slice(0, 8), (p) => fractionBits(Math.sqrt(p)));

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
const w = new Int32Array(64);

/** The first 32 bits of SHA-256 of a message of at most 55 bytes (one block). */
export function sha256FirstWord(message: Uint8Array, length = message.length): number {
  w.fill(0, 0, 16);
  for (let i = 0; i < length; i++) w[i >> 2]! |= message[i]! << (24 - (i % 4) * 8);
  w[length >> 2]! |= 0x80 << (24 - (length % 4) * 8);
  w[15] = length * 8;
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
    const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
    w[i] = w[i - 16]! + s0 + w[i - 7]! + s1;
  }
  let a = H[0]!;
  let b = H[1]!;
  let c = H[2]!;
  let d = H[3]!;
  let e = H[4]!;
  let f = H[5]!;
  let g = H[6]!;
  let h = H[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  return (H[0]! + a) >>> 0;
}

/** Writes `value` in decimal at `offset`; returns the length of what is written. */
function writeDecimal(target: Uint8Array, offset: number, value: number): number {
  const digits = String(value);
  for (let i = 0; i < digits.length; i++) target[offset + i] = digits.charCodeAt(i);
  return digits.length;
}

const SLICE = 20_000;

/**
 * Finds a counter such that SHA-256(`<seed>:<counter>`) starts with `difficulty` zero bits (at most 32),
 * in slices that give the page back to the browser now and then, so the spinner keeps turning.
 */
export async function solveChallenge(challenge: SignInChallenge): Promise<ChallengeAnswer> {
  const prefix = new TextEncoder().encode(`${challenge.seed}:`);
  const message = new Uint8Array(55);
  message.set(prefix);
  const difficulty = Math.min(Math.max(challenge.difficulty, 0), 32);
  for (let counter = 0; ; counter++) {
    const length = prefix.length + writeDecimal(message, prefix.length, counter);
    const word = sha256FirstWord(message, length);
    if (difficulty === 0 || word >>> (32 - difficulty) === 0) {
      return { token: challenge.token, solution: String(counter) };
    }
    if (counter % SLICE === SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

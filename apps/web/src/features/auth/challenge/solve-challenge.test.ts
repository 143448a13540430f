import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256FirstWord, solveChallenge } from './solve-challenge.ts';

const firstWordOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

describe('the sign-in challenge solver', () => {
  it('hashes like SHA-256 for every length a challenge message can have', () => {
    for (let length = 0; length <= 55; length++) {
      const text = 'sEeD_-9aZ:0123456789'.repeat(3).slice(0, length);
      expect(sha256FirstWord(new TextEncoder().encode(text)), `length ${length}`).toBe(firstWordOf(text));
    }
  });

  it('finds a counter the server accepts: the hash of `<seed>:<counter>` starts with the zero bits asked', async () => {
    const challenge = { seed: 'q3Xv9LmN0pRs2TuW', difficulty: 12, token: 'the-token' };
    const answer = await solveChallenge(challenge);
    expect(answer.token).toBe('the-token');
    expect(firstWordOf(`${challenge.seed}:${answer.solution}`) >>> 20).toBe(0);
  });
});

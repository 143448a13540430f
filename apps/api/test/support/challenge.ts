import crypto from 'node:crypto';
import type { ChallengeAnswer, SignInChallenge } from '@cambix/contract';
import type { LightMyRequestResponse } from 'fastify';
import { leadingZeroBits } from '../../src/modules/auth/sign-in-challenge.ts';

/** What the browser's solver does: the first counter whose hash meets the difficulty. */
export function solveChallenge(challenge: SignInChallenge): ChallengeAnswer {
  for (let counter = 0; ; counter++) {
    const digest = crypto.createHash('sha256').update(`${challenge.seed}:${counter}`).digest();
    if (leadingZeroBits(digest) >= challenge.difficulty)
      return { token: challenge.token, solution: String(counter) };
  }
}

/** The challenge an `AUTH_CHALLENGE_REQUIRED` refusal carries. */
export function challengeOf(response: LightMyRequestResponse): SignInChallenge {
  const { code, data } = response.json() as { code?: string; data?: { challenge?: SignInChallenge } };
  if (code !== 'AUTH_CHALLENGE_REQUIRED' || !data?.challenge) {
    throw new Error(`expected a challenge, got ${response.statusCode} ${response.body}`);
  }
  return data.challenge;
}

import crypto from 'node:crypto';
import type { ChallengeAnswer, SignInChallenge } from '@cambix/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeOf, solveChallenge } from '../../../test/support/challenge.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { leadingZeroBits } from './sign-in-challenge.ts';

let t: TestApp;
beforeAll(async () => {
  // A light proof-of-work: these tests check the mechanism, not the phone's patience.
  t = await buildTestApp({ config: { signInChallengeBits: 6 } });
});
afterAll(() => t.close());

const RIGHT = 'Segura2026';
const WRONG = 'Incorrecta1';
const MINUTE = 60_000;

let address = 0;

/** POST /api/auth/login from a new client address each time, with a forwarded header it also rotates. */
function loginFrom(identifier: string, password: string, challenge?: ChallengeAnswer) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `203.0.113.${address % 250}`,
    headers: { ...APP_KEY_HEADER, 'x-forwarded-for': `198.51.100.${address % 250}` },
    payload: { dni: identifier, password: t.encrypt(password), challenge },
  });
}

/** What the login form does: when a challenge is asked, solves it and sends the same values again. */
async function attempt(
  identifier: string,
  password: string,
): Promise<{ response: LightMyRequestResponse; challenged: boolean }> {
  const first = await loginFrom(identifier, password);
  if (first.statusCode !== 428) return { response: first, challenged: false };
  const response = await loginFrom(identifier, password, solveChallenge(challengeOf(first)));
  return { response, challenged: true };
}

const retryAfter = (response: LightMyRequestResponse) =>
  body<{ retryAfterSeconds: number }>(response).data.retryAfterSeconds;

describe('the sign-in throttle (per account, decision 060)', () => {
  it('the lockout holds for "1234-5678", "12.345678", "123 45678" and the email of the same account', async () => {
    const { session } = await registerCustomer(t);
    const d = session.dni;
    const spellings = [
      d,
      `${d.slice(0, 4)}-${d.slice(4)}`,
      `${d.slice(0, 2)}.${d.slice(2)}`,
      `${d.slice(0, 3)} ${d.slice(3)}`,
      session.email.toUpperCase(),
    ];

    const failures = [];
    for (const spelling of spellings) failures.push(await attempt(spelling, WRONG));
    expect(failures.map(({ response }) => response.statusCode)).toEqual([401, 401, 401, 401, 429]);
    // From the fourth failure of the account on, however it was written, a challenge comes first.
    expect(failures.map(({ challenged }) => challenged)).toEqual([false, false, false, true, true]);

    for (const spelling of spellings) {
      const { response } = await attempt(spelling, RIGHT);
      expect(response.statusCode).toBe(429);
      expect(body(response)).toMatchObject({ code: 'AUTH_THROTTLED' });
      expect(body(response).message).toMatch(/Espera 1 minuto/);
    }

    t.clock.advance(MINUTE + 1000);
    const { response } = await attempt(spellings[2]!, RIGHT);
    expect(response.statusCode).toBe(200);
    // A success forgets the failures: the next mistake is a plain one again.
    expect(await attempt(d, WRONG)).toMatchObject({ challenged: false, response: { statusCode: 401 } });
  });

  it('rotating X-Forwarded-For and the client address does not reset the per-account backoff, which grows', async () => {
    const { session } = await registerCustomer(t);
    for (let failure = 1; failure <= 4; failure++) await attempt(session.dni, WRONG);

    let lock = (await attempt(session.dni, WRONG)).response;
    expect(lock.statusCode).toBe(429);
    expect(retryAfter(lock)).toBe(60);

    // Each failure after a lock ends earns a longer one: 5, then 15, then 60 minutes.
    for (const minutes of [5, 15, 60]) {
      expect((await attempt(session.email, RIGHT)).response.statusCode).toBe(429);
      t.clock.advance(retryAfter(lock) * 1000);
      const next = await attempt(session.dni, WRONG);
      expect(next.challenged).toBe(true);
      expect(next.response.statusCode).toBe(429);
      expect(retryAfter(next.response)).toBe(minutes * 60);
      expect(body(next.response).message).toMatch(new RegExp(`Espera ${minutes} minutos`));
      lock = next.response;
    }

    t.clock.advance(retryAfter(lock) * 1000);
    expect((await attempt(session.dni, RIGHT)).response.statusCode).toBe(200);
  });

  it('limits an identifier that matches no account alike, written any way, with the same answers', async () => {
    const { session } = await registerCustomer(t);
    const unknown = ['31415926', '3141-5926', '31.415926', '314 15926', '3141 5926'];
    for (const [index, spelling] of unknown.entries()) {
      const known = await attempt(session.dni, WRONG);
      const stranger = await attempt(spelling, WRONG);
      expect(stranger.challenged).toBe(known.challenged);
      expect(stranger.response.statusCode).toBe(known.response.statusCode);
      expect(stranger.response.json()).toEqual(known.response.json());
      expect(known.response.statusCode).toBe(index < 4 ? 401 : 429);
    }
    const unknownEmail = 'nadie.existe@example.pe';
    for (let failure = 0; failure < 5; failure++) await attempt(unknownEmail, WRONG);
    expect((await attempt('Nadie.Existe@EXAMPLE.pe', WRONG)).response.statusCode).toBe(429);
  });

  it('takes a challenge answer once, and only a right answer to a challenge of ours that has not expired', async () => {
    const { session } = await registerCustomer(t);
    for (let failure = 0; failure < 3; failure++) await attempt(session.dni, WRONG);
    const asked = await loginFrom(session.dni, RIGHT);
    expect(asked.statusCode).toBe(428);
    expect(body(asked)).toMatchObject({
      code: 'AUTH_CHALLENGE_REQUIRED',
      data: { challenge: { difficulty: 6 } },
    });
    const challenge = challengeOf(asked);
    const answer = solveChallenge(challenge);

    const wrongCounter = [...Array(100).keys()].find((counter) => !meets(challenge, counter));
    const [seed, , expires, signature] = challenge.token.split('.');
    const refused = [
      { token: challenge.token, solution: String(wrongCounter) },
      { token: `${seed}.1.${expires}.${signature}`, solution: answer.solution },
      { token: `${seed}.6.${Number(expires) + 3_600_000}.${signature}`, solution: answer.solution },
    ];
    for (const bad of refused) expect((await loginFrom(session.dni, RIGHT, bad)).statusCode).toBe(428);

    expect((await loginFrom(session.dni, WRONG, answer)).statusCode).toBe(401);
    expect((await loginFrom(session.dni, RIGHT, answer)).statusCode).toBe(428);

    const late = solveChallenge(challengeOf(await loginFrom(session.dni, RIGHT)));
    t.clock.advance(5 * MINUTE + 1000);
    expect((await loginFrom(session.dni, RIGHT, late)).statusCode).toBe(428);
  });
});

function meets(challenge: SignInChallenge, counter: number): boolean {
  const digest = crypto.createHash('sha256').update(`${challenge.seed}:${counter}`).digest();
  return leadingZeroBits(digest) >= challenge.difficulty;
}

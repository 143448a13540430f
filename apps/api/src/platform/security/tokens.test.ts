import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './tokens.ts';

const claims = {
  userId: 7,
  sessionId: crypto.randomUUID(),
  roleId: 2,
  tokenVersion: 3,
  authTime: Math.floor(Date.UTC(2026, 10, 27, 15) / 1000),
};
const now = new Date(Date.UTC(2026, 10, 27, 16));

describe('session tokens', () => {
  it('verifies what its own secret signed, again and again (the imported key is kept)', async () => {
    const secret = crypto.randomBytes(32);
    const token = await signSessionToken(secret, claims, now);
    await expect(verifySessionToken(secret, token, now)).resolves.toEqual({ ...claims, linkId: undefined });
    await expect(verifySessionToken(secret, token, now)).resolves.toMatchObject({ userId: 7 });
  });

  it("refuses a token signed with another secret, even after both secrets' keys were used", async () => {
    const ours = crypto.randomBytes(32);
    const theirs = crypto.randomBytes(32);
    const own = await signSessionToken(ours, claims, now);
    const forged = await signSessionToken(theirs, claims, now);
    await verifySessionToken(ours, own, now);
    await expect(verifySessionToken(ours, forged, now)).rejects.toMatchObject({ code: 'AUTH_TOKEN_INVALID' });
    await expect(verifySessionToken(theirs, own, now)).rejects.toMatchObject({ code: 'AUTH_TOKEN_INVALID' });
  });

  it('refuses a token past the session end', async () => {
    const secret = crypto.randomBytes(32);
    const token = await signSessionToken(secret, claims, now);
    const later = new Date(now.getTime() + 7 * 3600 * 1000);
    await expect(verifySessionToken(secret, token, later)).rejects.toMatchObject({
      code: 'AUTH_SESSION_EXPIRED',
    });
  });
});

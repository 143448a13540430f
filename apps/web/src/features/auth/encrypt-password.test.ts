import { authEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../test/msw.ts';
import { createServerKeys } from '../../../test/rsa.ts';
import { encryptPassword, forgetPublicKey } from './encrypt-password.ts';
import { mockEndpoint } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => forgetPublicKey());

describe('the encrypted password block (decision 062)', () => {
  it('is sealed with the server’s time, even on a phone whose clock is hours off, and a fresh nonce', async () => {
    // The server's clock is 3 hours behind this "phone".
    const keys = await createServerKeys({ clockOffsetMs: -3 * 3600_000 });
    server.use(mockEndpoint(authEndpoints.publicKey, () => keys.publicKey));

    const first = await keys.open(await encryptPassword('Cambix123'));
    const second = await keys.open(await encryptPassword('Cambix123'));
    expect(first.password).toBe('Cambix123');
    expect(Math.abs(first.sealedAt - keys.serverNow())).toBeLessThan(2000);
    expect(Math.abs(second.sealedAt - keys.serverNow())).toBeLessThan(2000);
    expect(first.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(second.nonce).not.toBe(first.nonce);
  });

  it('carries any password the form accepts, accents included', async () => {
    const keys = await createServerKeys();
    server.use(mockEndpoint(authEndpoints.publicKey, () => keys.publicKey));
    expect(await keys.decrypt(await encryptPassword('Añañau-Cusqueña-2026'))).toBe('Añañau-Cusqueña-2026');
  });
});

import type { PasskeyCeremony } from '@cambix/contract';
import { secondFactorEs as t } from '@/i18n/second-factor.ts';

// The WebAuthn browser code loads only when a passkey is used (the /login budget, architecture.md).
const browser = () => import('@simplewebauthn/browser');

/** A cancelled or refused ceremony, in words a person can act on. */
function ceremonyError(error: unknown): Error {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return new Error(t.passkeyCancelled);
  return error instanceof Error ? error : new Error(t.passkeyCancelled);
}

export async function createPasskey(ceremony: PasskeyCeremony): Promise<Record<string, unknown>> {
  const { browserSupportsWebAuthn, startRegistration } = await browser();
  if (!browserSupportsWebAuthn()) throw new Error(t.passkeyUnsupported);
  try {
    const optionsJSON = ceremony.options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
    return (await startRegistration({ optionsJSON })) as unknown as Record<string, unknown>;
  } catch (error) {
    throw ceremonyError(error);
  }
}

export async function signWithPasskey(ceremony: PasskeyCeremony): Promise<Record<string, unknown>> {
  const { browserSupportsWebAuthn, startAuthentication } = await browser();
  if (!browserSupportsWebAuthn()) throw new Error(t.passkeyUnsupported);
  try {
    const optionsJSON = ceremony.options as unknown as Parameters<
      typeof startAuthentication
    >[0]['optionsJSON'];
    return (await startAuthentication({ optionsJSON })) as unknown as Record<string, unknown>;
  } catch (error) {
    throw ceremonyError(error);
  }
}

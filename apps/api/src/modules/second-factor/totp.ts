import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every code app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (a phone's clock drifts). */
export const TOTP_WINDOW_STEPS = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, account: string): TOTP {
  return new TOTP({
    issuer: 'Cambix',
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step a code belongs to, within the window around `now`; null when it matches none. */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, '').validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

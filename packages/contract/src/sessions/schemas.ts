import { z } from 'zod';

/**
 * What the network part of a session's address tells (decision 133): no GeoIP database is kept, so a
 * public address is only that, and a private, loopback or link-local one is the person's own network.
 */
export const NETWORK_KINDS = ['public', 'local'] as const;
export type NetworkKind = (typeof NETWORK_KINDS)[number];

/** One signed-in device of the caller (decision 133), as the Seguridad page lists it. */
export const deviceSession = z.object({
  id: z.uuid(),
  /** "Chrome 131", or null when the browser did not say (an app or a script). */
  browser: z.string().nullable(),
  /** "Windows 10", "Android 14", "iOS 18.1"; null when unknown. */
  system: z.string().nullable(),
  /** desktop, mobile, tablet or tv as the User-Agent tells; null when unknown. */
  deviceType: z.string().nullable(),
  /** The address it was last seen from, its host part masked; null for sessions from before it was kept. */
  address: z.string().nullable(),
  network: z.enum(NETWORK_KINDS).nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the token that asked: ending it is signing out here. */
  current: z.boolean(),
});
export type DeviceSession = z.output<typeof deviceSession>;

export const deviceSessionList = z.object({ sessions: z.array(deviceSession) });
export type DeviceSessionList = z.output<typeof deviceSessionList>;

export const deviceSessionParams = z.object({ id: z.uuid('Sesión no válida.') });
export type DeviceSessionParams = z.input<typeof deviceSessionParams>;

export const endedSession = z.object({
  /** The caller ended their own session: the web signs out. */
  signedOut: z.boolean(),
});
export type EndedSession = z.output<typeof endedSession>;

import {
  normalizeRoleName,
  type BankAccount,
  type PendingConsent,
  type RoleName,
  type Session,
  type SessionLink,
  type SessionUser,
  isPast,
} from '@cambix/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearPreferences } from '@/lib/preferences-store.ts';
import {
  readLoginTime,
  removeStoredToken,
  STORAGE_KEYS,
  writeLoginTime,
  writeStoredToken,
} from '@/lib/storage-keys.ts';
import { endServerSession } from './api/end-session.ts';

/**
 * Session state (docs/rules/sessions.md#session-state), persisted per tab in sessionStorage; the token is
 * also in localStorage.
 */
export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** The session's own bank accounts (`userBanks`). */
  banks: BankAccount[];
  useReferredCode: string | null;
  /** KYC step from `GET /api/stateUser/{id}` (docs/rules/identity.md#kyc-step); null while unknown. */
  userState: number | null;
  /** A session restore or a user-state fetch is running: guards wait for it. */
  loading: boolean;
  // Session state (docs/rules/sessions.md#session-state): the customer's KYC data (ubigeo as codes) and what
  // to ask after login.
  date_birthday: string | null;
  gender: Session['gender'];
  departamento: string | null;
  provincia: string | null;
  distrito: string | null;
  direccion: string | null;
  ocupacion: string | null;
  encuesta_respondida: boolean;
  mostrar_formulario: boolean;
  mostrar_formulario_obligatorio: boolean;
  /** Texts to accept again before going on (decision 167): the consent dialog shows while any is. */
  consentimientos_pendientes: PendingConsent[];
  /** The order link a link-bound session may finish (decision 073); null for a full session. */
  link: SessionLink | null;
}

const initialState = (): SessionState => ({
  user: null,
  token: null,
  banks: [],
  useReferredCode: null,
  userState: null,
  loading: false,
  date_birthday: null,
  gender: null,
  departamento: null,
  provincia: null,
  distrito: null,
  direccion: null,
  ocupacion: null,
  encuesta_respondida: false,
  mostrar_formulario: false,
  mostrar_formulario_obligatorio: false,
  consentimientos_pendientes: [],
  link: null,
});

export const useSessionStore = create<SessionState>()(
  persist(initialState, {
    name: STORAGE_KEYS.session,
    storage: createJSONStorage(() => sessionStorage),
    partialize: ({ loading: _loading, ...persisted }) => persisted,
    version: 1,
  }),
);

export const selectIsLoggedIn = (state: SessionState): boolean => state.user !== null && state.token !== null;
export const selectRole = (state: SessionState): RoleName | null =>
  state.user ? normalizeRoleName(state.user.rol.name) : null;
/** The link a link-bound session belongs to, or null for a full session (decision 073). */
export const selectSessionLink = (state: SessionState): SessionLink | null =>
  state.user ? state.link : null;

let generation = 0;
/** Bumped by every logout so an answer that arrives afterwards is dropped. */
export const sessionGeneration = (): number => generation;

/** Six hours from the first login (docs/rules/sessions.md#expiry). */
export const SESSION_TTL_MS = 6 * 60 * 60 * 1000;

export function isSessionExpired(loginTime: number | null, now: number): boolean {
  return loginTime !== null && isPast(loginTime + SESSION_TTL_MS, now);
}

/**
 * Whether a session ended in this tab: signed out here, or one whose six hours have passed and that this
 * tab is about to end, whichever the guards see first. Either way nobody arrived on the page from outside,
 * so signing in again does not come back to it (`?next=`).
 */
export function sessionEndedHere(now: number = Date.now()): boolean {
  return generation > 0 || isSessionExpired(readLoginTime(), now);
}

/** Stores a session obtained with credentials (login, registration). */
export function startSession(session: Session, now: number = Date.now()): void {
  writeStoredToken(session.token);
  // The first login time is stored once (docs/rules/sessions.md#expiry); a leftover from an expired session
  // does not count.
  const loginTime = readLoginTime();
  if (loginTime === null || isSessionExpired(loginTime, now)) writeLoginTime(now);
  applySession(session, session.token);
}

/** Puts a session in the store; `token` is the one this tab uses (login, restore or another tab's). */
export function applySession(session: Session, token: string): void {
  useSessionStore.setState({
    user: session.user,
    token,
    banks: session.userBanks,
    useReferredCode: session.useReferredCode,
    userState: session.user.state,
    loading: false,
    date_birthday: session.date_birthday,
    gender: session.gender,
    departamento: session.departamento,
    provincia: session.provincia,
    distrito: session.distrito,
    direccion: session.direccion,
    ocupacion: session.ocupacion,
    encuesta_respondida: session.encuesta_respondida,
    mostrar_formulario: session.mostrar_formulario,
    mostrar_formulario_obligatorio: session.mostrar_formulario_obligatorio,
    consentimientos_pendientes: session.consentimientos_pendientes,
    link: session.link,
  });
}

const signOutHandlers = new Set<() => void>();

/**
 * Runs `handler` when a session ends, before anything else happens: the query cache and the socket, which
 * this entry does not load, stop there so nothing goes out with the old token. Returns the way to stop.
 */
export function onSignOut(handler: () => void): () => void {
  signOutHandlers.add(handler);
  return () => void signOutHandlers.delete(handler);
}

/**
 * Logout (docs/rules/sessions.md#signing-in-and-out): stops what this tab still has under way, ends the
 * session on the server too (its token stops working at once), without waiting for it, then forgets it here.
 * The app sends the person to /login when it sees the session end.
 */
export function logout(): void {
  const { token } = useSessionStore.getState();
  stopSessionWork();
  if (token) endServerSession(token);
  clearSession();
}

function stopSessionWork(): void {
  for (const handler of [...signOutHandlers]) handler();
}

/**
 * Clears user, token, banks and the stored preferences, empties both storages and resets the state; for
 * a session another tab already ended.
 */
export function forgetSession(): void {
  stopSessionWork();
  clearSession();
}

function clearSession(): void {
  generation += 1;
  // First the token: whatever reacts to the state change below can no longer send it.
  removeStoredToken();
  useSessionStore.setState(initialState());
  clearPreferences();
  for (const storage of [localStorage, sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // Storage unavailable (private mode): nothing was kept there either.
    }
  }
}

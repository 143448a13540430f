// Every key the app keeps in browser storage. `token` and `loginTime` are fixed
// (docs/rules/sessions.md#browser-storage).
export const STORAGE_KEYS = {
  /** localStorage: the bearer token, shared by every tab. */
  token: 'token',
  /** localStorage: epoch milliseconds of the first login of this session. */
  loginTime: 'loginTime',
  /** sessionStorage: the persisted session store. */
  session: 'cambix.session',
  /** sessionStorage: the preference entries (route, name, value). */
  preferences: 'cambix.preferences',
  /** localStorage: which admin sidebar sections are expanded. */
  sidebarSections: 'cambix.sidebar.sections',
  /** sessionStorage: the quote of /crear-orden, kept through sign-in or registration (read once). */
  orderDraft: 'cambix.orderDraft',
} as const;

/** The stored token without a `Bearer ` prefix (docs/rules/api-and-errors.md#requests), or null. */
export function readStoredToken(): string | null {
  return stripBearer(safeGet(localStorage, STORAGE_KEYS.token));
}

export function stripBearer(value: string | null | undefined): string | null {
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
}

export function writeStoredToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function removeStoredToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Storage unavailable (private mode): the token was not kept there either.
  }
}

export function readLoginTime(): number | null {
  const value = Number(safeGet(localStorage, STORAGE_KEYS.loginTime));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeLoginTime(time: number): void {
  localStorage.setItem(STORAGE_KEYS.loginTime, String(time));
}

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

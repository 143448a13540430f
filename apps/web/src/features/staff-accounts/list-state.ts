import {
  MANAGED_ROLES,
  STAFF_ACCOUNT_STATES,
  type ManagedRole,
  type StaffAccountListQuery,
  type StaffAccountState,
} from '@cambix/contract';

/** users-management's filters, kept in the address bar (`?q=&rol=&estado=`); '' is "all". */
export interface AccountListState {
  q: string;
  role: ManagedRole | '';
  state: StaffAccountState | '';
}

export const DEFAULT_ACCOUNT_LIST: AccountListState = { q: '', role: '', state: '' };

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** Anything unreadable in an edited link falls back to "all". */
export function readAccountList(query: URLSearchParams): AccountListState {
  return {
    q: (query.get('q') ?? '').trim().slice(0, 100),
    role: pick(MANAGED_ROLES, query.get('rol')),
    state: pick(STAFF_ACCOUNT_STATES, query.get('estado')),
  };
}

export function writeAccountList(state: AccountListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.role) query.set('rol', state.role);
  if (state.state) query.set('estado', state.state);
  return query;
}

export function toAccountQuery(state: AccountListState): StaffAccountListQuery {
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.role ? { role: state.role } : {}),
    ...(state.state ? { state: state.state } : {}),
  };
}

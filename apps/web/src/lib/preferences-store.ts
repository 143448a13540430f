import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys.ts';

/** A remembered choice of one screen (docs/rules/sessions.md#session-state): a filter, a page size, a tab. */
export interface PreferenceEntry {
  route: string;
  name: string;
  value: unknown;
}

interface PreferencesState {
  entries: Record<string, PreferenceEntry>;
}

const keyOf = (route: string, name: string) => `${route}\u241f${name}`;

export const usePreferencesStore = create<PreferencesState>()(
  persist(() => ({ entries: {} }), {
    name: STORAGE_KEYS.preferences,
    storage: createJSONStorage(() => sessionStorage),
    version: 1,
  }),
);

/** Keeps one entry per route and name; a new value replaces the old one. */
export function setPreference(route: string, name: string, value: unknown): void {
  usePreferencesStore.setState((state) => ({
    entries: { ...state.entries, [keyOf(route, name)]: { route, name, value } },
  }));
}

export function getPreference<T>(route: string, name: string): T | undefined {
  return usePreferencesStore.getState().entries[keyOf(route, name)]?.value as T | undefined;
}

export function usePreference<T>(route: string, name: string): T | undefined {
  return usePreferencesStore((state) => state.entries[keyOf(route, name)]?.value as T | undefined);
}

export function clearPreferences(): void {
  usePreferencesStore.setState({ entries: {} });
}

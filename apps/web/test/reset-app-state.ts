import { useOrderLinkStore } from '@/app/guards/order-link-state.ts';
import { useSessionStore } from '@/features/auth';
import { useNotificationStore } from '@/features/notification-bell';
import { useModalStore } from '@/features/notifications';
import { stopRealtime } from '@/features/realtime';
import { queryClient } from '@/lib/query-client.ts';
import { usePreferencesStore } from '@/lib/preferences-store.ts';
import { resetServerClock } from '@/lib/server-clock.ts';

interface Store<State> {
  getInitialState(): State;
  setState(state: State, replace: true): void;
}

function reset<State>(store: Store<State>): void {
  store.setState(store.getInitialState(), true);
}

/**
 * Test files share one module graph per worker (`isolate: false`), so what a file leaves in the app's
 * module-level state (stores, cache, the shared socket) is put back as a fresh page load would find it.
 */
export function resetAppState(): void {
  stopRealtime();
  queryClient.clear();
  reset(useOrderLinkStore);
  reset(useSessionStore);
  reset(useNotificationStore);
  reset(useModalStore);
  reset(usePreferencesStore);
  resetServerClock();
}

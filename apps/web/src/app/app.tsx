import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { selectIsLoggedIn, useSessionStore } from '@/features/auth';
import { NotificationModalSlot } from './notification-modal-slot.tsx';
import { paths } from './paths.ts';
import { RootView } from './root-view.tsx';

/**
 * After any logout (button, expiry, another tab, failed restore) the person goes to /login
 * (docs/rules/sessions.md#signing-in-and-out).
 */
function useLoginAfterLogout() {
  const navigate = useNavigate();
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (selectIsLoggedIn(previous) && !selectIsLoggedIn(state))
          void navigate(paths.login, { replace: true });
      }),
    [navigate],
  );
}

export function App() {
  useLoginAfterLogout();
  return (
    <>
      <RootView />
      <NotificationModalSlot />
    </>
  );
}

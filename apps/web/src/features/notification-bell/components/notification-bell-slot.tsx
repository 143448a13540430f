import { lazy, Suspense } from 'react';

// The bell, its store and the socket load after the shell: as static imports of the shell their chunks
// would be listed in the entry's preload map, which the /login budget has no room for (decision 049).
const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell.tsx')).NotificationBell,
}));

export function NotificationBellSlot({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Suspense fallback={null}>
      <NotificationBell fullWidth={fullWidth} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { loadNotificationModal, useModalStore } from '@/features/notifications';

// The modal (MUI Dialog) and the theme load together the first time a modal is shown.
const NotificationModalHost = lazy(async () => {
  const [{ ThemeScope }, { NotificationModal }] = await Promise.all([
    import('./theme/theme-scope.tsx'),
    loadNotificationModal(),
  ]);
  return {
    default: function NotificationModalHost() {
      return (
        <ThemeScope>
          <NotificationModal />
        </ThemeScope>
      );
    },
  };
});

export function NotificationModalSlot() {
  // Stays mounted after the first modal (a closed one keeps its message) so closing can animate.
  const needed = useModalStore((state) => state.show || state.message !== '');
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationModalHost />
    </Suspense>
  );
}

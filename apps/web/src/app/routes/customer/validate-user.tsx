import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import type { PageProps } from '../../routes.ts';

// The screen is its own chunk, so the entry lists only this small page among the preloads it carries
// (the /login budget, decision 002).
const Screen = lazy(() => import('./validate-user-screen.tsx'));

/** /validateUser: the KYC wizard. */
export default function ValidateUserPage(props: PageProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen {...props} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import type { PageProps } from '../../routes.ts';
import { TitledPageLoading } from './titled-page-loading.tsx';

// The screen is its own chunk, like the other customer pages (decision 002).
const Screen = lazy(() => import('./new-order-screen.tsx'));

/** /userDashboard/nueva-orden/:codigo?: the new-order stepper. */
export default function NewOrderPage(props: PageProps) {
  return (
    <Suspense fallback={<TitledPageLoading title={props.title} />}>
      <Screen {...props} />
    </Suspense>
  );
}

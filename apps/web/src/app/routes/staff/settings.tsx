import ComingSoonPage from '../coming-soon.tsx';
import type { PageProps } from '../../routes.ts';

/** Stub until the feature lands (issue 7). */
export default function Page(props: PageProps) {
  return <ComingSoonPage {...props} />;
}

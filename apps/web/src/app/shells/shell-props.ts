import type { ReactNode } from 'react';
import type { AppRoute } from '../routes.ts';

export interface ShellProps {
  /** The route on screen (title, roles). */
  route: AppRoute;
  pathname: string;
  children: ReactNode;
}

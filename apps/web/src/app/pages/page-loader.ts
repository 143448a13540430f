import type { ComponentType } from 'react';
import type { PageProps } from '../routes.ts';

export interface PageModule {
  default: ComponentType<PageProps>;
  /** Starts the page's data calls, so that they run alongside the rest of its code (decision 113). */
  prefetch?: () => void;
}

export type PageLoader = () => Promise<PageModule>;

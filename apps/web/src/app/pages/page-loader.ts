import type { ComponentType } from 'react';
import type { PageProps } from '../routes.ts';

export interface PageModule {
  default: ComponentType<PageProps>;
}

export type PageLoader = () => Promise<PageModule>;

/**
 * A page's data calls, in a small module of their own (`<page>.data.ts`): started once the session is known,
 * beside the page's code instead of after it (decisions 113, 201). The same query options the page reads.
 */
export interface PageDataModule {
  prefetch(search: URLSearchParams): void;
}

export type PageDataLoader = () => Promise<PageDataModule>;

import type { ComponentType } from 'react';
import type { PageProps } from '../routes.ts';

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

import type { ReactNode } from 'react';
import { onDemand, type OnDemand } from './on-demand.ts';
import type { Layout } from './routes.ts';
import type { ShellProps } from './shells/shell-props.ts';

/** The layouts with a shell of their own: not the light ones in the entry. */
export type ShellLayout = Exclude<Layout, 'auth' | 'bare'>;

export const isLightLayout = (layout: Layout): layout is 'auth' | 'bare' =>
  layout === 'auth' || layout === 'bare';

// The MUI shells and their providers load on demand; the auth shell is in the entry (decision 002).
export const appProviders = onDemand<{ children: ReactNode }>(() => import('./providers.tsx'));

export const SHELLS: Record<ShellLayout, OnDemand<ShellProps>> = {
  customer: onDemand(() => import('./shells/customer-shell.tsx')),
  validate: onDemand(() => import('./shells/validate-shell.tsx')),
  free: onDemand(() => import('./shells/free-shell.tsx')),
  staff: onDemand(() => import('./shells/staff/staff-shell.tsx')),
  cards: onDemand(() => import('./shells/cards-shell.tsx')),
  partner: onDemand(() => import('./shells/partner-shell.tsx')),
};

/** A shell and the providers it renders in: both modules, loaded together. */
export function loadShell(layout: ShellLayout): Promise<unknown> {
  return Promise.all([appProviders.load(), SHELLS[layout].load()]);
}

export function isShellLoaded(layout: ShellLayout): boolean {
  return appProviders.isLoaded() && SHELLS[layout].isLoaded();
}

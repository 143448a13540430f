import type { ResolvedLink } from '@cambix/contract';
import { create } from 'zustand';
import type { DeadLinkReason } from '@/features/orders';
import type { OrderLinkLookup } from '../routes.ts';

/**
 * Where the lookup of one order link stands in this tab (docs/rules/route-guards.md#order-link-routes). Kept
 * in memory: a reload looks again. `dni` is who was signed in when it was looked up (null: nobody); signing
 * in or out looks it up again.
 */
export type LinkResolution =
  | { status: 'resolving' }
  /** The page says why (docs/rules/order-links.md#a-link-that-no-longer-opens). */
  | { status: 'failed'; reason: DeadLinkReason }
  /** The caller is not the link's customer yet: the proof step comes first (decision 073). */
  | { status: 'needs-proof'; dni: string | null; link: ResolvedLink }
  | { status: 'resolved'; dni: string | null; link: ResolvedLink };

export const linkKey = (lookup: OrderLinkLookup, code: string): string => `${lookup}:${code.toUpperCase()}`;

export const useOrderLinkStore = create<{ links: Readonly<Record<string, LinkResolution>> }>(() => ({
  links: {},
}));

export function setLinkResolution(key: string, resolution: LinkResolution): void {
  useOrderLinkStore.setState((state) => ({ links: { ...state.links, [key]: resolution } }));
}

/** The answer of a link the guards resolved, for the page it opened. */
export function useResolvedOrderLink(lookup: OrderLinkLookup, code: string | undefined): ResolvedLink | null {
  return useOrderLinkStore((state) => {
    const resolution = code ? state.links[linkKey(lookup, code)] : undefined;
    return resolution?.status === 'resolved' ? resolution.link : null;
  });
}

/** Forgets every lookup (tests). */
export function resetOrderLinks(): void {
  useOrderLinkStore.setState({ links: {} });
}

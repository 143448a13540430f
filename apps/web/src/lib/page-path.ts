import { createContext, useContext } from 'react';

/**
 * The path of the page a component belongs to. A page stays on screen a moment after the person left
 * it (its fade, or while the next page is allowed in), when the router's location is already the next
 * one. Null outside a page slot (component tests).
 */
export const PagePathContext = createContext<string | null>(null);

export const usePagePath = (): string | null => useContext(PagePathContext);

import { createContext, useContext } from 'react';

/**
 * The path the person is on now. A page may still be on screen after they left it (fading out, or
 * while the next one is being allowed in), and its own location is then the old one; this one is not.
 * Null outside the app's root view (component tests).
 */
export const LivePathContext = createContext<string | null>(null);

export const useLivePath = (): string | null => useContext(LivePathContext);

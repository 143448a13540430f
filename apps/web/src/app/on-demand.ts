import { lazy, type ComponentType } from 'react';

interface Loaded<P> {
  default: ComponentType<P>;
}

/** A component whose module loads on demand, once, and can be loaded ahead of its first render. */
export interface OnDemand<P extends object> {
  load: () => Promise<Loaded<P>>;
  isLoaded: () => boolean;
  /**
   * Renders the module's component, suspending only while the module is on its way; one component for the
   * whole session, so loading ahead never swaps a wrapper for the real thing (which would remount it).
   */
  Component: ComponentType<P>;
}

/**
 * React.lazy asks for the module at the first render. A module loaded ahead is handed over by a thenable that
 * answers at once, which React takes without suspending: a promise, even a settled one, answers a turn later,
 * and the suspension would hold the reveal for 300 ms.
 */
function settled<P>(module: Loaded<P>): Promise<Loaded<P>> {
  return { then: (resolve: (value: Loaded<P>) => unknown) => resolve(module) } as Promise<Loaded<P>>;
}

export function onDemand<P extends object>(loader: () => Promise<Loaded<P>>): OnDemand<P> {
  let loaded: Loaded<P> | null = null;
  let loading: Promise<Loaded<P>> | null = null;
  const load = () =>
    (loading ??= loader().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed download (offline a moment) is tried again by the next load ahead; the component's own
        // failure shows in its error boundary, whose button reloads the page.
        loading = null;
        throw error;
      },
    ));
  const Component = lazy(() => (loaded ? settled(loaded) : load()));
  return { load, isLoaded: () => loaded !== null, Component };
}

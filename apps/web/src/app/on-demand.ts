import { createElement, use, type ComponentType } from 'react';

/** A component whose module loads on demand, once, and can be loaded ahead of its first render. */
export interface OnDemand<P extends object> {
  load: () => Promise<{ default: ComponentType<P> }>;
  isLoaded: () => boolean;
  /**
   * Renders the module's component, suspending only while the module is on its way; one component for the
   * whole session, so loading ahead never swaps a wrapper for the real thing (which would remount it).
   */
  Component: ComponentType<P>;
}

export function onDemand<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (loading ??= loader().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download (offline a moment) is tried again next time.
        loading = null;
        throw error;
      },
    ));
  function OnDemandComponent(props: P) {
    return createElement(loaded ?? use(load()).default, props);
  }
  return { load, isLoaded: () => loaded !== null, Component: OnDemandComponent };
}

import { useEffect, useSyncExternalStore } from 'react';
import { es } from '@/i18n/es.ts';
import './page-loading.css';

// How many page placeholders are on screen, so a prompt can wait for the page under it.
let shown = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a page's code is still arriving (its placeholder is on screen). */
export function useIsPageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown > 0,
    () => false,
  );
}

/**
 * Placeholder while a page's code arrives, inside its shell: the outline of a page (a heading and a few
 * cards), so the screen is never blank while it loads (issue 18: the home after the identity wizard).
 */
export function PageLoading() {
  useEffect(() => {
    shown += 1;
    notify();
    return () => {
      shown -= 1;
      notify();
    };
  }, []);
  return (
    <div className="cx-page-loading" role="status">
      <span className="cx-visually-hidden">{es.app.pageLoading}</span>
      <div className="cx-page-loading__heading" aria-hidden="true" />
      <div className="cx-page-loading__line" aria-hidden="true" />
      <div className="cx-page-loading__cards" aria-hidden="true">
        <div className="cx-page-loading__card" />
        <div className="cx-page-loading__card" />
      </div>
      <div className="cx-page-loading__card cx-page-loading__card--wide" aria-hidden="true" />
    </div>
  );
}

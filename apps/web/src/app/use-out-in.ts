import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/motion.ts';

export const FADE_MS = 150;

export interface ShownLocation {
  pathname: string;
  search: string;
}

interface OutIn {
  shown: ShownLocation | null;
  /** The page on screen is fading out. */
  leaving: boolean;
  /** The first page since the app started: it appears without a fade. */
  first: boolean;
}

/**
 * Out-in transition between locations: the page on screen fades out for FADE_MS, then the next one is
 * shown (and fades in by CSS). `target` is null while the guards have not allowed the next page.
 */
export function useOutIn(target: ShownLocation | null): OutIn {
  const [state, setState] = useState<{ shown: ShownLocation | null; count: number }>({
    shown: target,
    count: target ? 1 : 0,
  });
  const { shown, count } = state;
  const targetPath = target?.pathname ?? null;
  const targetSearch = target?.search ?? '';

  useEffect(() => {
    if (targetPath === null || targetPath === shown?.pathname) return;
    const delay = shown === null || prefersReducedMotion() ? 0 : FADE_MS;
    const timer = setTimeout(
      () =>
        setState((current) => ({
          shown: { pathname: targetPath, search: targetSearch },
          count: current.count + 1,
        })),
      delay,
    );
    return () => clearTimeout(timer);
  }, [targetPath, targetSearch, shown]);

  const first = count <= 1;
  // The same page with a new query shows the new query at once.
  if (target && shown && target.pathname === shown.pathname) return { shown: target, leaving: false, first };
  return { shown, leaving: target !== null && shown !== null, first };
}

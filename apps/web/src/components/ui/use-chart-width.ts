import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width a chart has on the page, so it draws in real pixels: its labels keep their size on a phone
 * instead of shrinking with a scaled picture. `fallback` until the box is measured (and in tests).
 */
export function useChartWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (value: number) => {
      if (value > 0) setWidth(Math.round(value));
    };
    measure(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

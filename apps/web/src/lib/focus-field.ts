import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Brings a field the person must fix into view and puts the cursor in it. A MUI select marks its hidden
 * native input; the button the person uses is its `combobox` sibling.
 */
export function focusField(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false;
  const target =
    element.getAttribute('aria-hidden') === 'true'
      ? (element.parentElement?.querySelector<HTMLElement>('[role="combobox"]') ?? element)
      : element;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}

/** The first field marked invalid inside `container`, in the order the person reads them. */
export function focusFirstInvalid(container: ParentNode | null): boolean {
  return focusField(container?.querySelector('[aria-invalid="true"]'));
}

/**
 * For forms that keep their own errors: call `showFirstInvalid()` when a submit is refused; once the
 * messages have rendered, the first field marked invalid inside the returned ref is scrolled to and focused.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(container.current);
  }, [refusals]);
  const showFirstInvalid = useCallback(() => setRefusals((count) => count + 1), []);
  return { container, showFirstInvalid };
}

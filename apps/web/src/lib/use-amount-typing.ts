import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { groupAmountTyping } from './money.ts';

/**
 * An amount input that groups thousands as the person types (`12,500.50`) and keeps the caret after the
 * digit it was after: spread `inputRef` and `onChange` on the input.
 */
export function useAmountTyping(text: string, onTextChange: (text: string) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the caret goes once the grouped text is on screen (a comma added before it moves it).
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret, caret);
  }, [text]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const grouped = groupAmountTyping(typed, event.target.selectionStart ?? typed.length, text);
    pendingCaret.current = grouped.caret;
    onTextChange(grouped.text);
  };
  return { inputRef, onChange };
}

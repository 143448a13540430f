import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';

export const FILTER_DELAY_MS = 400;

export interface DebouncedTextFilterProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
  /** The value in the address bar. */
  value: string;
  /** Called 400 ms after typing stops, with the text as typed (trimmed). */
  onCommit: (text: string) => void;
}

/** A text filter that writes to the address 400 ms after typing stops (one request per word, not per key). */
export function DebouncedTextFilter({ value, onCommit, ...field }: DebouncedTextFilterProps) {
  const [text, setText] = useState(value);
  // Back/forward or "Limpiar" change the address: show it (adjusted during render).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const commit = useEffectEvent((next: string) => {
    if (next.trim() !== value) onCommit(next.trim());
  });
  useEffect(() => {
    const timer = setTimeout(() => commit(text), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return <TextField {...field} value={text} onChange={(event) => setText(event.target.value)} />;
}

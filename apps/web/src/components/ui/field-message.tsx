import { AlertCircleIcon, CheckCircleIcon } from './field-icons.tsx';
import './field.css';

export type HintTone = 'muted' | 'success';

interface FieldMessageProps {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
  hintTone?: HintTone;
}

/** The line under a field: its error, else its hint. Announced politely so live checks are heard. */
export function FieldMessage({ id, error, hint, hintTone = 'muted' }: FieldMessageProps) {
  const text = error ?? hint;
  return (
    <p
      id={id}
      className={`cx-field__message cx-field__message--${error ? 'error' : hintTone}`}
      aria-live="polite"
    >
      {text && error && <AlertCircleIcon />}
      {text && !error && hintTone === 'success' && <CheckCircleIcon />}
      {text && <span>{text}</span>}
    </p>
  );
}

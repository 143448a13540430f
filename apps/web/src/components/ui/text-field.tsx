import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessage, type HintTone } from './field-message.tsx';
import './field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  hintTone?: HintTone;
  /** A control inside the field, after the input (e.g. show password). */
  end?: ReactNode;
  /** The input itself (React 19 passes it as a prop; it reaches the input with the rest). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, hintTone, end, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={`cx-field${error ? ' cx-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="cx-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="cx-field__control">
        <input
          {...input}
          id={inputId}
          className="cx-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
        />
        {end}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} hintTone={hintTone} />
    </div>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessage } from './field-message.tsx';
import './field.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={`cx-check${error ? ' cx-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="cx-check__row" htmlFor={inputId}>
        <input
          {...input}
          id={inputId}
          type="checkbox"
          className="cx-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
        />
        <span className="cx-check__label">{label}</span>
      </label>
      {error && <FieldMessage id={messageId} error={error} />}
    </div>
  );
}

import { useId, type SelectHTMLAttributes } from 'react';
import { FieldMessage } from './field-message.tsx';
import { ChevronDownIcon } from './field-icons.tsx';
import './field.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: string | undefined;
}

export function SelectField({ label, options, error, hint, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const messageId = `${selectId}-message`;
  return (
    <div className={`cx-field${error ? ' cx-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="cx-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="cx-field__control cx-field__control--select">
        <select
          {...select}
          id={selectId}
          className="cx-field__input cx-field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className="cx-field__chevron">
          <ChevronDownIcon />
        </span>
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

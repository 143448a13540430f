import { useId, type ChangeEvent } from 'react';
import { FieldMessage } from './field-message.tsx';
import './field.css';

interface ChoiceGroupProps {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A radio group drawn as side-by-side choices (e.g. Sí / No). */
export function ChoiceGroup({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  error,
  hint,
}: ChoiceGroupProps) {
  const messageId = `${useId()}-message`;
  return (
    <fieldset className={`cx-choices${error ? ' cx-field--invalid' : ''}`} aria-describedby={messageId}>
      <legend className="cx-field__label">{label}</legend>
      <div className="cx-choices__options">
        {options.map((option) => (
          <label key={option.value} className="cx-choices__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              onBlur={onBlur}
              className="cx-choices__radio"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </fieldset>
  );
}

import { useState } from 'react';
import { es } from '@/i18n/es.ts';
import { EyeIcon, EyeOffIcon } from './field-icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password input with a show / hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className="cx-field__adornment cx-focusable"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? es.password.hide : es.password.show}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

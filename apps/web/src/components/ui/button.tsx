import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'outline' | 'text';

/** Classes of a button, also for a router link that should look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return `cx-button cx-button--${variant}${block ? ' cx-button--block' : ''}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner and blocks further clicks while an action runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  type = 'button',
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`${buttonClassName(variant, block)}${className ? ` ${className}` : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={18} />}
      <span>{children}</span>
    </button>
  );
}

import type { CSSProperties } from 'react';
import './spinner.css';

export function Spinner({ size = 24 }: { size?: number }) {
  return (
    <span
      className="cx-spinner"
      style={{ '--cx-spinner-size': `${size}px` } as CSSProperties}
      aria-hidden="true"
    />
  );
}

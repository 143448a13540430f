import type { CSSProperties } from 'react';
import { es } from '@/i18n/es.ts';
import { LOGO_ARROW_IN, LOGO_ARROW_OUT, LOGO_RADIUS, LOGO_STROKE_WIDTH, LOGO_VIEWBOX } from './logo-mark.ts';
import './cambix-logo.css';

interface CambixLogoProps {
  /** Height of the mark in px. */
  size?: number;
  /** Show the word "Cambix" beside the mark. */
  wordmark?: boolean;
  /** `inverse` for a coloured background. */
  tone?: 'default' | 'inverse';
  /** Animate the arrows (loading overlay). */
  animated?: boolean;
  className?: string;
}

export function CambixLogo({
  size = 32,
  wordmark = true,
  tone = 'default',
  animated = false,
  className,
}: CambixLogoProps) {
  const classes = ['cx-logo', `cx-logo--${tone}`, animated ? 'cx-logo--animated' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      style={{ '--cx-logo-size': `${size}px` } as CSSProperties}
      role={wordmark ? undefined : 'img'}
      aria-label={wordmark ? undefined : es.app.name}
    >
      <svg className="cx-logo__mark" viewBox={LOGO_VIEWBOX} width={size} height={size} aria-hidden="true">
        <rect className="cx-logo__bg" width="48" height="48" rx={LOGO_RADIUS} />
        <g fill="none" strokeWidth={LOGO_STROKE_WIDTH} strokeLinecap="round" strokeLinejoin="round">
          <path className="cx-logo__arrow-out" d={LOGO_ARROW_OUT} />
          <path className="cx-logo__arrow-in" d={LOGO_ARROW_IN} />
        </g>
      </svg>
      {wordmark && <span className="cx-logo__word">{es.app.name}</span>}
    </span>
  );
}

import type { ReactNode } from 'react';
import './form-card.css';

interface FormCardProps {
  title: string;
  intro?: ReactNode;
  /** Under the card body: links to the neighbouring pages. */
  footer?: ReactNode;
  /** Above the title (e.g. a stepper). */
  header?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}

/** The card a light page lives in: title, short intro, body and a footer line. */
export function FormCard({ title, intro, footer, header, children, wide = false }: FormCardProps) {
  return (
    <section className={`cx-card${wide ? ' cx-card--wide' : ''}`} aria-labelledby="cx-card-title">
      {header}
      <h1 id="cx-card-title" className="cx-card__title">
        {title}
      </h1>
      {intro && <p className="cx-card__intro">{intro}</p>}
      {children}
      {footer && <div className="cx-card__footer">{footer}</div>}
    </section>
  );
}

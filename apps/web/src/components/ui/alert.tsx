import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './field-icons.tsx';
import './alert.css';

type AlertTone = 'error' | 'success' | 'info' | 'warning';

const ICONS = { error: AlertCircleIcon, warning: AlertCircleIcon, success: CheckCircleIcon, info: InfoIcon };

export function Alert({ tone, children, title }: { tone: AlertTone; children: ReactNode; title?: string }) {
  const Icon = ICONS[tone];
  return (
    <div className={`cx-alert cx-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="cx-alert__icon">
        <Icon />
      </span>
      <div className="cx-alert__body">
        {title && <p className="cx-alert__title">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}

import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { es } from '@/i18n/es.ts';
import './loading-overlay.css';

/** The global loading overlay with the Cambix mark; fades in after a short delay so quick loads do not flash. */
export function LoadingOverlay({ label = es.app.loading }: { label?: string }) {
  return (
    <div className="cx-overlay" role="status" aria-live="polite">
      <div className="cx-overlay__content">
        <CambixLogo size={56} wordmark={false} animated />
        <p className="cx-overlay__label">{label}</p>
      </div>
    </div>
  );
}

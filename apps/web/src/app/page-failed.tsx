import { Button } from '@/components/ui/button.tsx';
import { es } from '@/i18n/es.ts';
import './page-failed.css';

/**
 * What shows where a page or its shell could not load or render: without a network, that the connection is
 * gone (its code may not be on this device yet, decision 199); otherwise that Cambix may have a new version.
 */
export function PageFailed() {
  const offline = !navigator.onLine;
  return (
    <div className="cx-page-failed" role="alert">
      <h1>{offline ? es.app.offline : es.app.pageFailed}</h1>
      <p>{offline ? es.app.offlineHint : es.app.pageFailedHint}</p>
      <Button onClick={() => window.location.reload()}>{offline ? es.app.retry : es.app.reload}</Button>
    </div>
  );
}

import { es } from '@/i18n/es.ts';
import { Spinner } from './spinner.tsx';
import './page-loading.css';

/** Placeholder while a page's code arrives, inside its shell. */
export function PageLoading() {
  return (
    <div className="cx-page-loading" role="status">
      <Spinner size={28} />
      <span className="cx-visually-hidden">{es.app.pageLoading}</span>
    </div>
  );
}

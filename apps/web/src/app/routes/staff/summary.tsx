import { SummaryScreen } from '@/features/finance-summary';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/resumen (Resumen, module resumen): the period's figures, charts and month table. */
export default function SummaryPage({ search, title }: PageProps) {
  return <SummaryScreen title={title} search={search} printablePath={paths.staff.summaryPrintable} />;
}

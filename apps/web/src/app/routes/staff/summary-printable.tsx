import { SummaryPrintableScreen } from '@/features/finance-summary';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/resumen-formated (module resumen): the summary as an A4 report to print or download. */
export default function SummaryPrintablePage({ search }: PageProps) {
  return <SummaryPrintableScreen search={search} summaryPath={paths.staff.summary} />;
}

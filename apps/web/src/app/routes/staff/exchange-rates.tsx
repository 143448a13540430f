import { ExchangeRatesScreen } from '@/features/exchange-rates';
import type { PageProps } from '../../routes.ts';

/** /dashboard/tipo-de-cambio (Tipo de cambio, module ajustes): the day's rates and the latest publications. */
export default function ExchangeRatesPage({ title, search }: PageProps) {
  return <ExchangeRatesScreen title={title} search={search} />;
}

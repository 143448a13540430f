import { ExchangeRatesScreen } from '@/features/exchange-rates';
import { RatePublishing } from '@/features/settings';
import type { PageProps } from '../../routes.ts';

/**
 * /dashboard/tipo-de-cambio (Tipo de cambio, module ajustes): the day's rates and the latest publications,
 * and for staff who may publish, Ajustes › Divisas' publish form (decision 182).
 */
export default function ExchangeRatesPage({ title, search }: PageProps) {
  return <ExchangeRatesScreen title={title} search={search} publish={<RatePublishing />} />;
}

import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { exchangeEs as t } from '@/i18n/exchange.ts';

/**
 * No lock: the rate is a reference, fixed when the customer finalizes (docs/rules/exchange.md#indicative-quotes).
 * Said on the calculator before the order exists, and on the order where the lock's countdown would be.
 */
export function IndicativeRate() {
  return (
    <Alert severity="info" icon={<InfoOutlinedIcon />}>
      <AlertTitle>{t.indicative}</AlertTitle>
      {t.indicativeBody}
    </Alert>
  );
}

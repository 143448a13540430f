import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { consentsEs } from '@/i18n/consents.ts';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useMarketingConsent, useSetMarketingConsent } from '../api/marketing-consent.ts';

const t = consentsEs.marketing;

/** Perfil › Comunicaciones comerciales: grants or withdraws marketing consent, a new record each time. */
export function MarketingConsentSwitch({ onChanged }: { onChanged: (message: string) => void }) {
  const consent = useMarketingConsent();
  const change = useSetMarketingConsent();
  const [error, setError] = useState<string | null>(null);
  if (consent.isPending) return <Skeleton variant="rounded" height={48} />;
  if (consent.isError) return <Alert severity="error">{customerEs.common.loadFailed}</Alert>;
  const { otorgado, desde } = consent.data;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={otorgado}
            disabled={change.isPending}
            onChange={(event) => {
              setError(null);
              change.mutate(event.target.checked, {
                onSuccess: ({ data, message }) =>
                  onChanged(message || (data.otorgado ? t.granted : t.withdrawn)),
                onError: (failure) =>
                  setError(isApiError(failure) ? failure.message : customerEs.common.unexpectedError),
              });
            }}
          />
        }
        label={t.label}
      />
      {desde && (
        <Typography variant="body2" color="text.secondary">
          {t.since(formatDateTime(desde))}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </>
  );
}

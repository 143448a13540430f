import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header.tsx';
import {
  BrowserPushToggle,
  RateAlertForm,
  RateAlertList,
  rateAlertsKey,
  registerCustomerBrowser,
} from '@/features/rate-alerts';
import { rateAlertsEs as t } from '@/i18n/rate-alerts.ts';
import type { PageProps } from '../../routes.ts';

/** /userDashboard/alertas: a new alert, this browser's pushes, and the customer's alerts (decision 188). */
export default function RateAlertsScreen({ title }: PageProps) {
  const queryClient = useQueryClient();
  return (
    <Box>
      <PageHeader title={title} intro={t.intro} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}
        >
          <RateAlertForm
            mode="customer"
            onCreated={() => void queryClient.invalidateQueries({ queryKey: rateAlertsKey })}
          />
          <BrowserPushToggle register={registerCustomerBrowser} />
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}
        >
          <Typography variant="h2" component="h2">
            {t.listTitle}
          </Typography>
          <RateAlertList />
        </Paper>
      </Box>
    </Box>
  );
}

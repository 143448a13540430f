import { PageHeader } from '@/components/layout/page-header.tsx';
import type { PointsSummary } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { customerEs } from '@/i18n/customer.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import { usePoints } from '../api/get-points.ts';
import { PointsBalanceCard } from './points-balance-card.tsx';

const t = customerEs.points;

function History({ entries }: { entries: PointsSummary['history'] }) {
  if (entries.length === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{t.kinds[entry.kind]}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(entry.at)}
              {entry.orderCode ? ` · ${t.order(entry.orderCode)}` : ''}
            </Typography>
            {entry.note && <Typography variant="body2">{entry.note}</Typography>}
          </Box>
          <Typography
            sx={{
              fontWeight: 800,
              fontVariantNumeric: 'tabular-nums',
              color: entry.points < 0 ? 'error.main' : 'success.main',
            }}
          >
            {entry.points > 0 ? `+${entry.points}` : entry.points}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface PointsScreenProps {
  title: string;
  newOrderPath: string;
}

/** /userDashboard/mis-puntos: balance and its worth, the rules in plain words, and every movement. */
export function PointsScreen({ title, newOrderPath }: PointsScreenProps) {
  const points = usePoints();
  return (
    <Box sx={{ maxWidth: 840 }}>
      <PageHeader title={title} intro={t.intro} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper
          variant="outlined"
          sx={{
            p: 2.5,
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box component="section" aria-label={t.balance}>
            <PointsBalanceCard />
          </Box>
          {points.data && Number(points.data.worth) > 0 && (
            <Button variant="contained" component={RouterLink} to={newOrderPath}>
              {t.use}
            </Button>
          )}
        </Paper>
        {points.isError && <Alert severity="error">{customerEs.common.loadFailed}</Alert>}
        {points.data && (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
              alignItems: 'start',
            }}
          >
            <Paper variant="outlined" component="section" aria-labelledby="points-rules" sx={{ p: 2.5 }}>
              <Typography id="points-rules" variant="h3" component="h2" sx={{ mb: 1 }}>
                {t.rulesHeading}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
                {t
                  .rules({ ...points.data.rules, redeemValue: formatSoles(points.data.rules.redeemValue) })
                  .map((rule) => (
                    <Typography component="li" key={rule}>
                      {rule}
                    </Typography>
                  ))}
              </Box>
            </Paper>
            <Paper variant="outlined" component="section" aria-labelledby="points-history" sx={{ p: 2.5 }}>
              <Typography id="points-history" variant="h3" component="h2" sx={{ mb: 1 }}>
                {t.historyHeading}
              </Typography>
              <History entries={points.data.history} />
            </Paper>
          </Box>
        )}
        {points.isPending && <Skeleton variant="rounded" height={240} />}
      </Box>
    </Box>
  );
}

import StarsIcon from '@mui/icons-material/StarsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { customerEs } from '@/i18n/customer.ts';
import { formatSoles, isPositiveAmount } from '@/lib/money.ts';
import { usePoints } from '../api/get-points.ts';

const t = customerEs.points;

/** The balance in points and what it takes off the next order's fee. */
export function PointsBalanceCard() {
  const points = usePoints();
  if (points.isPending) return <Skeleton variant="rounded" height={72} />;
  if (points.isError) return <Alert severity="warning">{customerEs.common.loadFailed}</Alert>;
  const { balance, worth } = points.data;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        sx={{
          width: 48,
          height: 48,
          flex: 'none',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <StarsIcon />
      </Box>
      <Box>
        <Typography variant="h2" component="p">
          {t.balanceValue(balance)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {isPositiveAmount(worth) ? t.worth(formatSoles(worth)) : t.worthNone}
        </Typography>
      </Box>
    </Box>
  );
}

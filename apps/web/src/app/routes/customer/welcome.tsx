import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { firstWord, useSessionStore } from '@/features/auth';
import { ExchangeCalculatorCard } from '@/features/exchange';
import { AllOrdersButton, LimitBar, RecentOrders } from '@/features/orders';
import { PointsBalanceCard } from '@/features/points';
import { AccountStatusCard } from '@/features/profile';
import { customerEs } from '@/i18n/customer.ts';
import { exchangeEs } from '@/i18n/exchange.ts';
import { hasOrderDraft, saveOrderDraft } from '@/lib/order-draft.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const t = customerEs.welcome;
const home = customerEs.home;

const orderPath = (code: string) => `${paths.customer.orders}?orden=${encodeURIComponent(code)}`;

const SHORTCUTS = [
  { id: 'create', to: paths.customer.newOrder(), Icon: AddCircleOutlineIcon, ...t.shortcuts.createOrder },
  { id: 'accounts', to: paths.customer.accounts, Icon: AccountBalanceOutlinedIcon, ...t.shortcuts.accounts },
  { id: 'profile', to: paths.customer.profile, Icon: PersonOutlineIcon, ...t.shortcuts.profile },
  {
    id: 'rate-alerts',
    to: paths.customer.rateAlerts,
    Icon: NotificationsActiveOutlinedIcon,
    ...t.shortcuts.rateAlerts,
  },
] as const;

/**
 * /userDashboard: greeting, the dollar calculator, the account's status, the month's limit, last orders,
 * points and shortcuts.
 */
export default function WelcomeScreen(_props: PageProps) {
  const name = useSessionStore((state) => firstWord(state.user?.nombres));
  const navigate = useNavigate();
  // A quote made on /crear-orden before signing in continues in nueva-orden, which reads the draft.
  useEffect(() => {
    if (hasOrderDraft()) void navigate(paths.customer.newOrder(), { replace: true });
  }, [navigate]);
  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gap: 4 }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
          {t.greeting(name)}
        </Typography>
        <Typography color="text.secondary">{t.intro}</Typography>
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="welcome-exchange" sx={{ p: 2.5 }}>
        <Typography id="welcome-exchange" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {exchangeEs.heading}
        </Typography>
        <ExchangeCalculatorCard
          startLabel={exchangeEs.start}
          onStart={(start) => {
            // nueva-orden starts from it, as from the public calculator's.
            saveOrderDraft({ kind: 'divisas', ...start });
            void navigate(paths.customer.newOrder());
          }}
        />
      </Paper>

      <Box component="section" aria-labelledby="welcome-status">
        <Typography id="welcome-status" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {t.statusHeading}
        </Typography>
        <AccountStatusCard />
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" component="section" aria-labelledby="welcome-limit" sx={{ p: 2.5 }}>
          <Typography id="welcome-limit" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {home.limitHeading}
          </Typography>
          <LimitBar />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="welcome-points" sx={{ p: 2.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
            <Typography id="welcome-points" variant="h3" component="h2">
              {home.pointsHeading}
            </Typography>
            <Button component={RouterLink} to={paths.customer.points} size="small">
              {home.seePoints}
            </Button>
          </Box>
          <PointsBalanceCard />
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="welcome-orders">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id="welcome-orders" variant="h2" component="h2">
            {home.recentHeading}
          </Typography>
          <AllOrdersButton to={paths.customer.orders} />
        </Box>
        <RecentOrders orderPath={orderPath} />
      </Box>

      <Box component="section" aria-labelledby="welcome-shortcuts">
        <Typography id="welcome-shortcuts" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {t.shortcutsHeading}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {SHORTCUTS.map(({ id, to, Icon, title, body }) => (
            <Card key={id} variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={to}
                sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', height: '100%' }}
              >
                <Box
                  sx={{
                    flex: 'none',
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'action.hover',
                    color: 'primary.main',
                  }}
                >
                  <Icon />
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {body}
                  </Typography>
                </Box>
                <ChevronRightIcon sx={{ color: 'text.secondary' }} />
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

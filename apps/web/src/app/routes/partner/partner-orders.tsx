import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasRole, STAFF_ROLES } from '@cambix/contract';
import { Link as RouterLink } from 'react-router';
import { selectIsLoggedIn, selectRole, useSessionStore } from '@/features/auth';
import { PartnerOrdersScreen } from '@/features/partners-orders';
import { es } from '@/i18n/es.ts';
import { landingPathFor } from '../../guards/landing.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const PARTNER_PAGE_ROLES = ['Administrador', 'Colaborador', 'Externo'] as const;

/** /login with the way back here (its `?next=`, decision 073), filters included. */
const signInHref = (search: URLSearchParams) => {
  const here = `${paths.partner.orders}${search.size > 0 ? `?${search.toString()}` : ''}`;
  return `${paths.login}?next=${encodeURIComponent(here)}`;
};

/**
 * /externo/ordenes has no route guard, but its data needs a partner or staff session
 * (docs/rules/route-guards.md#partner-orders-page): without one the page asks to sign in and comes back
 * here after it. Staff pick the partner they act for; a partner's user sees its own business.
 */
export default function PartnerOrdersPage({ search, title }: PageProps) {
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const role = useSessionStore(selectRole);
  const loading = useSessionStore((state) => state.loading);
  if (loading) return null;
  if (isLoggedIn && hasRole(role, PARTNER_PAGE_ROLES))
    return (
      <PartnerOrdersScreen
        title={title}
        search={search}
        isStaff={hasRole(role, STAFF_ROLES)}
        moduleHref={paths.staff.thirdParty}
        staffHref={paths.staff.externalOrders}
      />
    );

  const t = es.partner;
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 520, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 4 }, textAlign: 'center' }}
    >
      <Box
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 56,
          height: 56,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'primary.main',
          mb: 2,
        }}
      >
        <LockOutlinedIcon />
      </Box>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {isLoggedIn ? t.notForRole : t.signInTitle}
      </Typography>
      {!isLoggedIn && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t.signInBody}
        </Typography>
      )}
      <Button
        variant="contained"
        component={RouterLink}
        to={isLoggedIn ? landingPathFor(role) : signInHref(search)}
        sx={{ mt: isLoggedIn ? 2 : 0 }}
      >
        {isLoggedIn ? t.goToMyArea : t.signIn}
      </Button>
    </Paper>
  );
}

import type { DashboardSummary, StaffModule } from '@cambix/contract';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useModuleAccess } from '@/features/staff-permissions';
import { staffEs } from '@/i18n/staff.ts';

const t = staffEs.staffHome;

export interface ToActLinks {
  customersToValidate: string;
  paymentsPending: string;
  payoutsPending: string;
  observed: string;
}

type ToActKey = keyof DashboardSummary['toAct'];

const CARDS: readonly { key: ToActKey; label: string; module: StaffModule }[] = [
  { key: 'customersToValidate', label: t.toValidate, module: 'users' },
  { key: 'paymentsPending', label: t.paymentsPending, module: 'pagos' },
  { key: 'payoutsPending', label: t.payoutsPending, module: 'devoluciones' },
  { key: 'observed', label: t.observed, module: 'devoluciones' },
];

function ToActCard({
  label,
  count,
  href,
  module,
}: {
  label: string;
  count: number;
  href: string;
  module: StaffModule;
}) {
  // Hidden until the permissions are known, and for a module the staff member cannot open.
  const { canView } = useModuleAccess(module);
  if (!canView) return null;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {/* The title takes the room left over, so a title on two lines leaves every count on one line. */}
      <CardActionArea
        component={RouterLink}
        to={href}
        sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Typography color="text.secondary" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 }}>{count}</Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
          {t.open}
        </Typography>
      </CardActionArea>
    </Paper>
  );
}

/** Inicio's four "to act" counts, each opening the screen where they are handled. */
export function ToActCards({ toAct, links }: { toAct: DashboardSummary['toAct']; links: ToActLinks }) {
  return (
    <Box component="section" aria-label={t.toAct}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {t.toAct}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {CARDS.map((card) => (
          <ToActCard
            key={card.key}
            label={card.label}
            count={toAct[card.key]}
            href={links[card.key]}
            module={card.module}
          />
        ))}
      </Box>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Partner } from '@cambix/contract';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { usePartners } from '../api/partners-admin.ts';

// The edit form loads only for an Administrador who opens it.
const PartnerFormDialog = lazy(() => import('./partner-form-dialog.tsx'));

const t = partnersEs.module;

function PartnerCard({ partner, onEdit }: { partner: Partner; onEdit?: () => void }) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {partner.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.ruc} {partner.ruc} · {t.share(partner.sharePercent)}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={partner.active ? 'success' : 'default'}
          label={partner.active ? partnersEs.common.active : partnersEs.common.inactive}
        />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {partner.contactName} · {partner.contactEmail} · {partner.contactPhone}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t.staffPayoutAccount}: {partner.payoutBank.name} · {partner.payoutAccountNumber} ·{' '}
        {t.hours(partner.linkHours)}
        {partner.webhookEndpoints > 0 && ` · ${t.webhooksOn(partner.webhookEndpoints)}`}
      </Typography>
      <Accordion disableGutters variant="outlined" sx={{ '&:before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.usersTitle(partner.name)} ({t.usersOf(partner.users.length)})
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
          {partner.users.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t.noUsers}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {partner.users.map((user) => (
                <Box
                  component="li"
                  key={user.id}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                >
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{user.name}</strong> · {user.email}
                  </Typography>
                  {!user.active && <Chip size="small" label={partnersEs.common.inactive} />}
                </Box>
              ))}
            </Box>
          )}
          <Typography variant="caption" color="text.secondary">
            {t.usersCreateHint}
          </Typography>
        </AccordionDetails>
      </Accordion>
      {onEdit && (
        <Box>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
            {t.editPartner}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** Módulo Terceros for staff: the partner businesses and their users; an Administrador creates and edits them. */
export function PartnersAdminView({ title, canEdit }: { title: string; canEdit: boolean }) {
  const partners = usePartners();
  const [editing, setEditing] = useState<{ partner: Partner | null } | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={t.staffIntro}
        action={
          canEdit && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setSaved(false);
                setEditing({ partner: null });
              }}
            >
              {t.newPartner}
            </Button>
          )
        }
      />
      {saved && (
        <Alert severity="success" onClose={() => setSaved(false)}>
          {partnersEs.partnerForm.saved}
        </Alert>
      )}
      {partners.isError && (
        <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void partners.refetch()}>
          {isApiError(partners.error) ? partners.error.message : partnersEs.common.loadFailed}
        </RetryAlert>
      )}
      {partners.data ? (
        partners.data.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">{t.noPartners}</Typography>
          </Paper>
        ) : (
          <Box
            component="ul"
            aria-label={t.partners}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            {partners.data.map((partner) => (
              <PartnerCard
                key={partner.id}
                partner={partner}
                onEdit={
                  canEdit
                    ? () => {
                        setSaved(false);
                        setEditing({ partner });
                      }
                    : undefined
                }
              />
            ))}
          </Box>
        )
      ) : (
        !partners.isError && (
          <Skeleton variant="rounded" height={320} aria-label={partnersEs.common.loading} />
        )
      )}
      {editing && (
        <Suspense fallback={null}>
          <PartnerFormDialog
            partner={editing.partner}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setSaved(true);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

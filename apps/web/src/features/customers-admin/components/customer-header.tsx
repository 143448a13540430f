import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerDetail } from '@cambix/contract';
import { Link as RouterLink } from 'react-router';
import { staffEs } from '@/i18n/staff.ts';
import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { documentLabel, fullName } from '../format.ts';
import { ReviewActions } from './review-actions.tsx';
import { KycChip, StatusChip } from './status-chip.tsx';

const t = staffEs.customer;

export interface CustomerHeaderProps {
  customer: CustomerDetail;
  canEdit: boolean;
  listHref: string;
  fileHref: string;
}

/** Who the customer is, where their account stands, and what staff may do about it now. */
export function CustomerHeader({ customer, canEdit, listHref, fileHref }: CustomerHeaderProps) {
  const waitingResubmission = customer.accountStatus === 'RECHAZADO' && customer.kycStep !== 0;
  return (
    <Box component="header" sx={{ display: 'grid', gap: 1.5 }}>
      <Link
        component={RouterLink}
        to={listHref}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        <ArrowBackIcon fontSize="small" />
        {t.back}
      </Link>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {fullName(customer)}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography color="text.secondary">{documentLabel(customer)}</Typography>
            <StatusChip status={customer.accountStatus} size="medium" />
            <KycChip step={customer.kycStep} size="medium" />
            {customer.isPremium && <Typography variant="body2">{staffEs.customers.premiumBadge}</Typography>}
            {customer.isSpecial && <Typography variant="body2">{staffEs.customers.specialBadge}</Typography>}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t.registeredAt(formatDate(customer.registeredAt))}
            {customer.reviewedBy && customer.reviewedAt
              ? ` · ${t.reviewedBy(customer.reviewedBy.name, formatDateTime(customer.reviewedAt))}`
              : ''}
          </Typography>
        </Box>
        <Button component={RouterLink} to={fileHref} startIcon={<PrintOutlinedIcon />} variant="text">
          {t.printable}
        </Button>
      </Box>
      {customer.statusReason &&
        (customer.accountStatus === 'RECHAZADO' || customer.accountStatus === 'BLOQUEADO') && (
          <Alert severity={customer.accountStatus === 'BLOQUEADO' ? 'error' : 'warning'}>
            <strong>{t.reasonLabel}:</strong> {customer.statusReason}
            {waitingResubmission ? ` ${t.waitingResubmission}` : ''}
          </Alert>
        )}
      {canEdit && <ReviewActions customer={customer} />}
    </Box>
  );
}

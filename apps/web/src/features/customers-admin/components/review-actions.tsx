import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import {
  allowedCustomerReviewActions,
  type CustomerDetail,
  type CustomerReviewAction,
} from '@cambix/contract';
import { useState, type ReactNode } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useReviewCustomer } from '../api/review-customer.ts';
import { fullName } from '../format.ts';
import { ReviewDialog } from './review-dialog.tsx';

const ICONS: Record<CustomerReviewAction, ReactNode> = {
  approve: <CheckCircleOutlineIcon />,
  reject: <HighlightOffIcon />,
  block: <BlockIcon />,
  activate: <LockOpenIcon />,
};

/** The review actions the customer's status allows, each behind its confirmation dialog. */
export function ReviewActions({ customer }: { customer: CustomerDetail }) {
  const [open, setOpen] = useState<CustomerReviewAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const review = useReviewCustomer(customer.id);
  const actions = allowedCustomerReviewActions(customer.accountStatus, customer.kycStep);
  if (actions.length === 0) return null;

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label={staffEs.review.actionsLabel}
        role="group"
      >
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'approve' || action === 'activate' ? 'contained' : 'outlined'}
            color={action === 'reject' || action === 'block' ? 'error' : 'primary'}
            startIcon={ICONS[action]}
            onClick={() => {
              review.reset();
              setOpen(action);
            }}
          >
            {staffEs.review.action[action]}
          </Button>
        ))}
      </Stack>
      {open && (
        <ReviewDialog
          key={open}
          action={open}
          customerName={fullName(customer)}
          activatesIncomplete={customer.accountStatus === 'BLOQUEADO' && customer.kycStep !== 0}
          pending={review.isPending}
          error={isApiError(review.error) ? review.error : null}
          onClose={() => setOpen(null)}
          onConfirm={(text) =>
            review.mutate(
              { action: open, text },
              {
                onSuccess: ({ message }) => {
                  setOpen(null);
                  setDone(message);
                },
              },
            )
          }
        />
      )}
      <Snackbar open={done !== null} autoHideDuration={5000} onClose={() => setDone(null)}>
        <Alert severity="success" variant="filled" onClose={() => setDone(null)}>
          {done}
        </Alert>
      </Snackbar>
    </>
  );
}

import { ORDER_STATUS, type OrderStatus } from '@cambix/contract';
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useOwnModificationLink } from '../api/own-modification-link.ts';

const t = customerEs.fixOrder;

export interface FixOrderActionProps {
  order: { code: string; status: OrderStatus };
  /** On the home's order card: inside the card's padding, a small button. */
  compact?: boolean;
}

/**
 * "Corregir orden" on an observed order: asks the server for the order's modification link (its own order
 * only) and opens the same flow the mail's link opens. Nothing for an order in any other status.
 */
export function FixOrderAction({ order, compact = false }: FixOrderActionProps) {
  const link = useOwnModificationLink();
  const navigate = useNavigate();
  if (order.status !== ORDER_STATUS.OBSERVADA) return null;

  const open = () =>
    link.mutate(order.code, {
      // The server answers the mailed page's address; the app opens its path, on whatever host serves it.
      onSuccess: ({ url }) => void navigate(new URL(url, window.location.origin).pathname),
    });

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', ...(compact ? { px: 1.5, pb: 1.5 } : {}) }}>
      <Button
        variant="contained"
        size={compact ? 'small' : 'medium'}
        startIcon={<EditNoteIcon />}
        onClick={open}
        loading={link.isPending}
        loadingPosition="start"
      >
        {link.isPending ? t.opening : t.action}
      </Button>
      {link.isError && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {isApiError(link.error) ? link.error.message : t.failed}
        </Alert>
      )}
    </Box>
  );
}

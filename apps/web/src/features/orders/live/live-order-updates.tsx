import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { pointsKey } from '@/features/points';
import { onConnected, onServerEvent } from '@/features/realtime';
import { customerEs } from '@/i18n/customer.ts';
import { orderKeys } from '../api/keys.ts';

/**
 * The customer's screens follow staff's moves of their orders without a reload (decision 100): each
 * `order:status` refreshes the orders (lists, the open order, the limit) and the points, and says so in a
 * toast. What changed while the socket was down is read again when it comes back.
 */
export function LiveOrderUpdates() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: pointsKey });
    };
    let connectedBefore = false;
    const stopEvents = onServerEvent('order:status', ({ code, status }) => {
      refresh();
      setMessage(customerEs.orderStatus.changed(code, status));
    });
    const stopConnects = onConnected(() => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    return () => {
      stopEvents();
      stopConnects();
    };
  }, [queryClient]);
  return <MessageSnackbar message={message} onClose={() => setMessage(null)} />;
}

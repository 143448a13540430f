import { oldestFirst, QueueScreen, usePaymentsQueue } from '@/features/staff-orders';
import { staffEs } from '@/i18n/staff.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const t = staffEs.queue;

/** /dashboard/pagos: the PENDIENTE orders to confirm against the bank, oldest first. */
export default function PaymentsPage({ title }: PageProps) {
  const queue = usePaymentsQueue();
  const rows = queue.data ? oldestFirst(queue.data.items) : null;

  return (
    <QueueScreen
      title={title}
      intro={rows ? t.total(rows.length) : t.paymentsIntro}
      kind="payments"
      queue={queue}
      rows={rows}
      emptyText={t.paymentsEmpty}
      hrefFor={paths.staff.payment}
    />
  );
}

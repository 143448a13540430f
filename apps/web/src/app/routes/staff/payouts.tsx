import { useNavigate } from 'react-router';
import {
  filterPayouts,
  isPayoutFilter,
  oldestFirst,
  PayoutFilterChips,
  QueueScreen,
  usePayoutsQueue,
} from '@/features/staff-orders';
import { staffEs } from '@/i18n/staff.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const t = staffEs.queue;

/** /dashboard/devoluciones: PENDIENTE_DEVOLUCION and OBSERVADA orders, oldest first, filtered on screen. */
export default function PayoutsPage({ title, search }: PageProps) {
  const navigate = useNavigate();
  const queue = usePayoutsQueue();
  const requested = search.get('filtro');
  const filter = isPayoutFilter(requested) ? requested : 'all';
  const all = queue.data ? oldestFirst(queue.data.items) : null;

  return (
    <QueueScreen
      title={title}
      intro={all ? t.total(all.length) : t.payoutsIntro}
      kind="payouts"
      queue={queue}
      rows={all ? filterPayouts(all, filter) : null}
      emptyText={all?.length === 0 ? t.payoutsEmpty : t.filteredEmpty}
      hrefFor={paths.staff.payout}
      filters={
        all &&
        all.length > 0 && (
          <PayoutFilterChips
            rows={all}
            value={filter}
            onChange={(next) =>
              void navigate({ search: next === 'all' ? '' : `?filtro=${next}` }, { replace: true })
            }
          />
        )
      }
    />
  );
}

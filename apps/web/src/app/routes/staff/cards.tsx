import { LiveBoard } from '@/features/staff-board';
import type { PageProps } from '../../routes.ts';

/** /dashboard/cards (Tarjetas): the live wall board, in the shell without admin chrome. */
export default function CardsPage({ title }: PageProps) {
  return <LiveBoard title={title} />;
}

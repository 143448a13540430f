import type { BoardCard as Card } from '@cambix/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_COLOR } from '@/features/orders';
import { staffEs } from '@/i18n/staff.ts';
import { BoardCard } from './board-card.tsx';
import type { BoardStatus } from './board-state.ts';

const t = staffEs.board;

/** One status column: its name and count, then its cards, the longest waiting first. */
export function BoardColumn({
  status,
  cards,
  now,
  arrived,
}: {
  status: BoardStatus;
  cards: readonly Card[];
  now: number;
  arrived: ReadonlyMap<number, number>;
}) {
  const headingId = `board-column-${status}`;
  const color = ORDER_STATUS_COLOR[status];
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      // Side by side, the columns share their rows (subgrid): a heading that wraps makes all three as tall,
      // so the three counts sit on one line and the first cards start together.
      sx={{
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
        '@media (min-width: 1024px)': { gridRow: 'span 2', gridTemplateRows: 'subgrid' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          borderBottom: 4,
          borderColor: color === 'default' ? 'divider' : `${color}.main`,
          pb: 1,
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'last baseline', gap: 2 }}>
          <Typography id={headingId} component="h2" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
            {t.columns[status]}
          </Typography>
          <Typography
            sx={{ fontSize: '1.25rem', fontWeight: 700, whiteSpace: 'nowrap' }}
            data-testid={`count-${status}`}
          >
            {t.count(cards.length)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        {cards.length === 0 ? (
          <Typography color="text.secondary" sx={{ fontSize: '1.125rem', py: 2 }}>
            {t.empty}
          </Typography>
        ) : (
          cards.map((card) => (
            <BoardCard key={card.id} card={card} now={now} arrived={arrived.has(card.id)} />
          ))
        )}
      </Box>
    </Box>
  );
}

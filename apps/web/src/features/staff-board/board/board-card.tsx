import type { BoardCard as Card } from '@cambix/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { BankLogo } from '@/features/banks';
import { staffEs } from '@/i18n/staff.ts';
import { ExchangeChips, receivedMoney, sentMoney } from '@/features/staff-orders';
import { minutesSince } from './board-state.ts';

const t = staffEs.board;

const glow = keyframes`
  from { box-shadow: 0 0 0 4px rgba(255, 179, 0, 0.9); }
  to { box-shadow: 0 0 0 0 rgba(255, 179, 0, 0); }
`;

/** One order on the wall board: readable from across the room. */
export function BoardCard({ card, now, arrived }: { card: Card; now: number; arrived: boolean }) {
  const minutes = minutesSince(card.statusSince, now);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${card.code}, ${card.customerName}`}
      data-arrived={arrived || undefined}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        borderWidth: 2,
        borderColor: arrived ? 'warning.main' : 'divider',
        animation: arrived ? `${glow} 2s ease-out 3` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h3" sx={{ fontSize: '1.5rem', fontWeight: 800, fontFamily: 'monospace' }}>
          {card.code}
        </Typography>
        {arrived && (
          <Typography
            component="span"
            sx={{ fontWeight: 800, color: 'warning.dark', textTransform: 'uppercase' }}
          >
            {t.arrived}
          </Typography>
        )}
        <Typography
          component="span"
          title={t.waitingLabel}
          sx={{ fontSize: '1.25rem', fontWeight: 700, color: minutes >= 30 ? 'error.main' : 'text.primary' }}
        >
          {t.waited(minutes)}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }} noWrap>
        {card.customerName}
      </Typography>
      <Typography sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
        {sentMoney(card)} → {receivedMoney(card)}
      </Typography>
      <ExchangeChips order={card} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <BankLogo bank={card.paymentBank} size={36} />
        <Typography sx={{ fontSize: '1.0625rem' }}>
          {card.paymentBank.shortName} → {card.destinationBankName}
        </Typography>
        <Typography
          component="span"
          sx={{
            ml: 'auto',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            border: 1,
            borderColor: 'text.secondary',
            fontWeight: 600,
          }}
        >
          {staffEs.channels[card.channel]}
        </Typography>
      </Box>
    </Paper>
  );
}

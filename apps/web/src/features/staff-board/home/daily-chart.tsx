import type { DashboardSummary } from '@cambix/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { formatSoles } from '@/lib/money.ts';

const t = staffEs.staffHome;

const WIDTH = 700;
const HEIGHT = 220;
const LABEL_SPACE = 24;
const GAP = 8;

/** `2026-11-21` → `21/11` (the server's days are already Lima's). */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * The amount operated per day, as SVG bars (no chart library): each bar names its day, amount and order
 * count for screen readers and as a tooltip.
 */
export function DailyChart({ daily }: { daily: DashboardSummary['daily'] }) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  // Numbers only to scale the drawing; every figure shown is the server's decimal string.
  const max = Math.max(...daily.map((day) => Number(day.sent)), 0);
  const slot = WIDTH / Math.max(daily.length, 1);
  const plot = HEIGHT - LABEL_SPACE;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t.chartTitle}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descId}
          sx={{ width: '100%', minWidth: 480, height: 'auto', display: 'block' }}
        >
          <desc id={descId}>{t.chartDescription}</desc>
          <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke={theme.palette.divider} />
          {daily.map((day, index) => {
            const value = Number(day.sent);
            const height = max > 0 ? Math.max((value / max) * (plot - 8), value > 0 ? 2 : 0) : 0;
            const x = index * slot + GAP / 2;
            const label = t.chartBar(dayLabel(day.date), formatSoles(day.sent), day.orders);
            return (
              <g key={day.date}>
                <rect
                  role="img"
                  aria-label={label}
                  x={x}
                  y={plot - height}
                  width={slot - GAP}
                  height={Math.max(height, 1)}
                  rx={3}
                  fill={value > 0 ? theme.palette.primary.main : theme.palette.divider}
                >
                  <title>{label}</title>
                </rect>
                <text
                  x={x + (slot - GAP) / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={12}
                  fill={theme.palette.text.secondary}
                  aria-hidden="true"
                >
                  {dayLabel(day.date)}
                </text>
              </g>
            );
          })}
        </Box>
      </Box>
    </Paper>
  );
}

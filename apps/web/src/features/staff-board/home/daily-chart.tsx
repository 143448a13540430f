import type { DashboardSummary } from '@cambix/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { formatSoles } from '@/lib/money.ts';

const t = staffEs.staffHome;

// A phone draws a narrower picture (so its labels stay readable) and names every other day.
const WIDE = { width: 700, height: 220, everyLabel: 1 };
const NARROW = { width: 340, height: 200, everyLabel: 2 };
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
  const { width, height, everyLabel } = useMediaQuery(theme.breakpoints.down('sm')) ? NARROW : WIDE;
  const titleId = useId();
  const descId = useId();
  // Numbers only to scale the drawing; every figure shown is the server's decimal string.
  const max = Math.max(...daily.map((day) => Number(day.sent)), 0);
  const slot = width / Math.max(daily.length, 1);
  const plot = height - LABEL_SPACE;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t.chartTitle}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descId}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <desc id={descId}>{t.chartDescription}</desc>
        <line x1={0} x2={width} y1={plot} y2={plot} stroke={theme.palette.divider} />
        {daily.map((day, index) => {
          const value = Number(day.sent);
          const barHeight = max > 0 ? Math.max((value / max) * (plot - 8), value > 0 ? 2 : 0) : 0;
          const x = index * slot + GAP / 2;
          const label = t.chartBar(dayLabel(day.date), formatSoles(day.sent), day.orders);
          return (
            <g key={day.date}>
              <rect
                role="img"
                aria-label={label}
                x={x}
                y={plot - barHeight}
                width={slot - GAP}
                height={Math.max(barHeight, 1)}
                rx={3}
                fill={value > 0 ? theme.palette.primary.main : theme.palette.divider}
              >
                <title>{label}</title>
              </rect>
              {(daily.length - 1 - index) % everyLabel === 0 && (
                <text
                  x={x + (slot - GAP) / 2}
                  y={height - 6}
                  textAnchor="middle"
                  fontSize={12}
                  fill={theme.palette.text.secondary}
                  aria-hidden="true"
                >
                  {dayLabel(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
    </Paper>
  );
}

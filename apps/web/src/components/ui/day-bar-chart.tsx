import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';

// A phone draws a narrower picture (so its labels stay readable) and names fewer days.
const WIDE = { width: 700, height: 200, labels: 14 };
const NARROW = { width: 340, height: 180, labels: 7 };
const LABEL_SPACE = 24;
const GAP = 6;
const MAX_BAR = 40;
/** Room at each side for the first and last day's label. */
const SIDE = 18;

/** `2026-11-21` → `21/11` (days are already Lima's). */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** One bar: a Lima day (`YYYY-MM-DD`) and the figure that sets its height. */
export interface ChartDay {
  day: string;
  value: number;
}

export interface DayBarChartProps<D extends ChartDay> {
  title: string;
  /** For screen readers: what a bar measures. */
  description: string;
  days: readonly D[];
  /** Each bar's name and tooltip, given the day as `DD/MM`. */
  barLabel(day: string, point: D): string;
}

/** A figure per day as SVG bars (no chart library); each bar names its day and figure. */
export function DayBarChart<D extends ChartDay>({ title, description, days, barLabel }: DayBarChartProps<D>) {
  const theme = useTheme();
  const { width, height, labels } = useMediaQuery(theme.breakpoints.down('sm')) ? NARROW : WIDE;
  const titleId = useId();
  const descId = useId();
  const max = Math.max(...days.map((day) => day.value), 0);
  const slot = (width - 2 * SIDE) / Math.max(days.length, 1);
  const plot = height - LABEL_SPACE;
  const everyLabel = Math.max(1, Math.ceil(days.length / labels));
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descId}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <desc id={descId}>{description}</desc>
        <line x1={0} x2={width} y1={plot} y2={plot} stroke={theme.palette.divider} />
        {days.map((day, index) => {
          const barHeight = max > 0 ? Math.max((day.value / max) * (plot - 8), day.value > 0 ? 2 : 0) : 0;
          const barWidth = Math.min(Math.max(slot - GAP, 1), MAX_BAR);
          const x = SIDE + index * slot + (slot - barWidth) / 2;
          const label = barLabel(dayLabel(day.day), day);
          return (
            <g key={day.day}>
              <rect
                role="img"
                aria-label={label}
                x={x}
                y={plot - barHeight}
                width={barWidth}
                height={Math.max(barHeight, 1)}
                rx={2}
                fill={day.value > 0 ? theme.palette.primary.main : theme.palette.divider}
              >
                <title>{label}</title>
              </rect>
              {(days.length - 1 - index) % everyLabel === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={height - 6}
                  textAnchor="middle"
                  fontSize={12}
                  fill={theme.palette.text.secondary}
                  aria-hidden="true"
                >
                  {dayLabel(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatRate, type RateTrendDay } from '@cambix/contract';
import { useId, useState } from 'react';
import { ChartFrame, ChartTooltip } from '@/components/ui/chart-frame.tsx';
import { dayTickLabel, textWidth } from '@/components/ui/chart-scale.ts';
import { useChartWidth } from '@/components/ui/use-chart-width.ts';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { rateTicks } from '../day-points.ts';

const t = staffExchangeEs.screen;
const tt = staffExchangeEs.trend;

const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 26;
const RIGHT = 12;
const FONT = 12;

/**
 * The first tier's buy and sell at each Lima day's close, as lines over the days the server sent (decision
 * 143: SVG, no chart library, like the day chart beside it); each day is a focusable point that reads its rates.
 */
export function RateTrendChart({ days }: { days: readonly RateTrendDay[] }) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const [boxRef, width] = useChartWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const rates = days.flatMap((point) => [Number(point.buy), Number(point.sell)]);
  const ticks = rateTicks(Math.min(...rates), Math.max(...rates));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => textWidth(tick.toFixed(3)))) + 10;
  const plotWidth = Math.max(width - left - RIGHT, 40);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(days.length, 1);
  const x = (index: number) => left + slot * (index + 0.5);
  const y = (rate: number) => TOP + plotHeight - ((rate - low) / (high - low || 1)) * plotHeight;
  const series = [
    { key: 'buy', label: t.buy, color: theme.palette.primary.main, pick: (day: RateTrendDay) => day.buy },
    { key: 'sell', label: t.sell, color: theme.palette.warning.dark, pick: (day: RateTrendDay) => day.sell },
  ];
  const line = (pick: (day: RateTrendDay) => string) =>
    days.map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(Number(pick(day)))}`).join('');
  // First, middle and last day under the axis: enough to read the month without crowding a phone.
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  const readOut = (day: RateTrendDay) =>
    tt.point(dayTickLabel(day.day), formatRate(day.buy), formatRate(day.sell));
  const shown = active === null ? null : days[active];

  return (
    <ChartFrame titleId={titleId} title={tt.title} emptyText={tt.empty} isEmpty={days.length === 0}>
      <Box sx={{ display: 'flex', gap: 2, mb: 1, fontSize: 13 }} aria-hidden="true">
        {series.map((entry) => (
          <Box key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 16, height: 3, bgcolor: entry.color, borderRadius: 1 }} />
            {entry.label}
          </Box>
        ))}
      </Box>
      <Box ref={boxRef} sx={{ position: 'relative', width: '100%' }}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descId}
          style={{ display: 'block', maxWidth: '100%', overflow: 'visible' }}
        >
          <desc id={descId}>{tt.description}</desc>
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={theme.palette.divider}
                  strokeDasharray="3 3"
                />
                <text
                  x={left - 6}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize={FONT}
                  fill={theme.palette.text.secondary}
                >
                  {tick.toFixed(3)}
                </text>
              </g>
            ))}
            {days.map((day, index) =>
              labelled.has(index) ? (
                <text
                  key={day.day}
                  x={x(index)}
                  y={HEIGHT - 8}
                  textAnchor={
                    index === 0 && days.length > 1 ? 'start' : index === days.length - 1 ? 'end' : 'middle'
                  }
                  fontSize={FONT}
                  fill={theme.palette.text.secondary}
                >
                  {dayTickLabel(day.day)}
                </text>
              ) : null,
            )}
            {series.map((entry) => (
              <path key={entry.key} d={line(entry.pick)} fill="none" stroke={entry.color} strokeWidth={2} />
            ))}
          </g>
          {days.map((day, index) => (
            <g key={day.day}>
              {series.map((entry) => (
                <circle
                  key={entry.key}
                  cx={x(index)}
                  cy={y(Number(entry.pick(day)))}
                  r={active === index ? 5 : 2.5}
                  fill={entry.color}
                  aria-hidden="true"
                />
              ))}
              <rect
                role="img"
                aria-label={readOut(day)}
                tabIndex={0}
                x={x(index) - slot / 2}
                y={TOP}
                width={slot}
                height={plotHeight}
                fill="transparent"
                style={{ outline: 'none' }}
                onMouseEnter={() => setActive(index)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(index)}
                onBlur={() => setActive(null)}
              >
                <title>{readOut(day)}</title>
              </rect>
            </g>
          ))}
        </svg>
        {shown && (
          <ChartTooltip
            left={(x(active ?? 0) / width) * 100}
            top={(y(Number(shown.sell)) / HEIGHT) * 100}
            text={readOut(shown)}
          />
        )}
      </Box>
    </ChartFrame>
  );
}

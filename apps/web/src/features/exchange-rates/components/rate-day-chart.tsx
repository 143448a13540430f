import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatRate, type PublicBoard } from '@cambix/contract';
import { useId, useState } from 'react';
import { ChartFrame, ChartTooltip } from '@/components/ui/chart-frame.tsx';
import { textWidth } from '@/components/ui/chart-scale.ts';
import { useChartWidth } from '@/components/ui/use-chart-width.ts';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { formatTime } from '@/lib/dates.ts';
import { dayPoints, rateTicks, type DayPoint } from '../day-points.ts';

const t = staffExchangeEs.screen;

const HEIGHT = 240;
const TOP = 12;
const BOTTOM = 26;
const RIGHT = 12;
const FONT = 12;
const HOUR_TICKS = [0, 6, 12, 18, 24];

/**
 * The first tier's buy and sell rates over a Lima day as step lines: a rate holds until the next board.
 * SVG, no chart library, like Resumen's charts; each publication is a focusable point that reads its rates.
 */
export function RateDayChart({
  day,
  publications,
  now = new Date(),
  title,
}: {
  day: string;
  /** A staff publication or the landing's public board: the chart reads only the tiers and the time. */
  publications: readonly PublicBoard[];
  now?: Date;
  /** The heading; the first tier's day by default. */
  title?: string;
}) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const [boxRef, width] = useChartWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const { points, start, end } = dayPoints(day, publications, now);
  const rates = points.flatMap((point) => [point.buy, point.sell]);
  const ticks = rateTicks(Math.min(...rates), Math.max(...rates));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => textWidth(tick.toFixed(3)))) + 10;
  const plotWidth = Math.max(width - left - RIGHT, 40);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const dayMs = 24 * 60 * 60 * 1000;
  const x = (at: number) => left + ((at - start) / dayMs) * plotWidth;
  const y = (rate: number) => TOP + plotHeight - ((rate - low) / (high - low || 1)) * plotHeight;
  const step = (pick: (point: DayPoint) => number) =>
    points
      .map((point, index) =>
        index === 0 ? `M${x(point.at)},${y(pick(point))}` : `H${x(point.at)}V${y(pick(point))}`,
      )
      .join('') + `H${x(end)}`;
  const series = [
    { key: 'buy', label: t.buy, color: theme.palette.primary.main, pick: (point: DayPoint) => point.buy },
    { key: 'sell', label: t.sell, color: theme.palette.warning.dark, pick: (point: DayPoint) => point.sell },
  ];
  const shown = active === null ? null : points[active];

  return (
    <ChartFrame
      titleId={titleId}
      title={title ?? t.chart(day.split('-').reverse().join('/'))}
      emptyText={t.chartEmpty}
      isEmpty={points.length === 0}
    >
      <Box sx={{ display: 'flex', gap: 2, mb: 1, fontSize: 13 }} aria-hidden="true">
        {series.map((line) => (
          <Box key={line.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 16, height: 3, bgcolor: line.color, borderRadius: 1 }} />
            {line.label}
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
          <desc id={descId}>{t.chartDescription}</desc>
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
            {HOUR_TICKS.map((hour) => (
              <text
                key={hour}
                x={x(start + hour * 60 * 60 * 1000)}
                y={HEIGHT - 8}
                textAnchor={hour === 0 ? 'start' : hour === 24 ? 'end' : 'middle'}
                fontSize={FONT}
                fill={theme.palette.text.secondary}
              >
                {`${String(hour).padStart(2, '0')}:00`}
              </text>
            ))}
            {series.map((line) => (
              <path key={line.key} d={step(line.pick)} fill="none" stroke={line.color} strokeWidth={2} />
            ))}
          </g>
          {points.map((point, index) => {
            const label = t.point(
              formatTime(point.at),
              formatRate(point.buyText),
              formatRate(point.sellText),
            );
            return (
              <g key={point.id}>
                {series.map((line) => (
                  <circle
                    key={line.key}
                    cx={x(point.at)}
                    cy={y(line.pick(point))}
                    r={active === index ? 5 : 3.5}
                    fill={line.color}
                    aria-hidden="true"
                  />
                ))}
                <rect
                  role="img"
                  aria-label={label}
                  tabIndex={0}
                  x={x(point.at) - 8}
                  y={TOP}
                  width={16}
                  height={plotHeight}
                  fill="transparent"
                  style={{ outline: 'none' }}
                  onMouseEnter={() => setActive(index)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive(index)}
                  onBlur={() => setActive(null)}
                >
                  <title>{label}</title>
                </rect>
              </g>
            );
          })}
        </svg>
        {shown && (
          <ChartTooltip
            left={(x(shown.at) / width) * 100}
            top={(y(shown.sell) / HEIGHT) * 100}
            text={t.point(formatTime(shown.at), formatRate(shown.buyText), formatRate(shown.sellText))}
          />
        )}
      </Box>
    </ChartFrame>
  );
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { ChartFrame, ChartTooltip, focusRing, type BarDatum } from './chart-frame.tsx';
import { niceTicks, textWidth } from './chart-scale.ts';
import { useChartWidth } from './use-chart-width.ts';

const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 26;
const RIGHT = 8;
const MAX_BAR = 48;
const FONT = 12;

export interface VerticalBarChartProps {
  title: string;
  /** For screen readers: what a bar measures. */
  description: string;
  bars: readonly BarDatum[];
  /** A value-axis tick as people read it (`S/ 1,500`, `12`). */
  formatTick(value: number): string;
  emptyText: string;
}

/**
 * Figures over time (months, days) as SVG columns, with a value axis; each column is focusable and
 * reads its figure on hover and on focus. No chart library.
 */
export function VerticalBarChart({ title, description, bars, formatTick, emptyText }: VerticalBarChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const [boxRef, width] = useChartWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const ticks = niceTicks(max);
  const top = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => textWidth(formatTick(tick)))) + 10;
  const plotWidth = Math.max(width - left - RIGHT, 40);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(Math.min(slot * 0.7, MAX_BAR), 2);
  const widestLabel = Math.max(...bars.map((bar) => textWidth(bar.label)), 1);
  const labelEvery = Math.max(1, Math.ceil((widestLabel + 8) / slot));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const shown = active === null ? null : bars[active];

  return (
    <ChartFrame titleId={titleId} title={title} emptyText={emptyText} isEmpty={max <= 0}>
      <Box ref={boxRef} sx={{ position: 'relative', width: '100%', ...focusRing }}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descId}
          style={{ display: 'block', maxWidth: '100%', overflow: 'visible' }}
        >
          <desc id={descId}>{description}</desc>
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={width - RIGHT}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={theme.palette.divider}
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text
                  x={left - 6}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize={FONT}
                  fill={theme.palette.text.secondary}
                >
                  {formatTick(tick)}
                </text>
              </g>
            ))}
          </g>
          {bars.map((bar, index) => {
            const x = left + index * slot;
            const barTop = y(bar.value);
            const isActive = active === index;
            return (
              <g key={bar.key}>
                {bar.value > 0 && (
                  <rect
                    x={x + (slot - barWidth) / 2}
                    y={barTop}
                    width={barWidth}
                    height={Math.max(TOP + plotHeight - barTop, 1)}
                    rx={2}
                    fill={isActive ? theme.palette.primary.dark : theme.palette.primary.main}
                    aria-hidden="true"
                  />
                )}
                {/* The whole column answers the pointer and the keyboard, so a short bar is easy to reach. */}
                <rect
                  role="img"
                  aria-label={bar.valueLabel}
                  tabIndex={0}
                  x={x}
                  y={TOP}
                  width={slot}
                  height={plotHeight}
                  fill="transparent"
                  style={{ outline: 'none', cursor: 'default' }}
                  onMouseEnter={() => setActive(index)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive(index)}
                  onBlur={() => setActive(null)}
                >
                  <title>{bar.valueLabel}</title>
                </rect>
                {(bars.length - 1 - index) % labelEvery === 0 && (
                  <text
                    x={x + slot / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    fontSize={FONT}
                    fill={theme.palette.text.secondary}
                    aria-hidden="true"
                  >
                    {bar.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        {shown && active !== null && (
          <ChartTooltip
            left={((left + active * slot + slot / 2) / width) * 100}
            top={(y(shown.value) / HEIGHT) * 100}
            text={shown.valueLabel}
          />
        )}
      </Box>
    </ChartFrame>
  );
}

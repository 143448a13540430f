import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { ChartFrame, ChartTooltip, focusRing, type BarDatum } from './chart-frame.tsx';
import { fitText, niceTicks, textWidth } from './chart-scale.ts';
import { useChartWidth } from './use-chart-width.ts';

const ROW = 30;
const BAR = 18;
const TOP = 4;
const AXIS = 24;
const RIGHT = 16;
const FONT = 12;

export interface HorizontalBarChartProps {
  title: string;
  /** For screen readers: what a bar measures. */
  description: string;
  bars: readonly BarDatum[];
  /** A value-axis tick as people read it (`S/ 1,500`, `12`). */
  formatTick(value: number): string;
  emptyText: string;
}

/**
 * Figures per category (banks, channels) as SVG bars with the names at the left and a value axis below;
 * each bar is focusable and reads its figure on hover and on focus. No chart library.
 */
export function HorizontalBarChart({
  title,
  description,
  bars,
  formatTick,
  emptyText,
}: HorizontalBarChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const [boxRef, width] = useChartWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const ticks = niceTicks(max, width < 480 ? 3 : 4);
  const top = ticks.at(-1) ?? 1;
  // Names take what they need, up to two fifths of the width; longer ones are cut (the tooltip has them).
  const labelWidth = Math.min(Math.max(...bars.map((bar) => textWidth(bar.label)), 40), width * 0.4);
  const left = labelWidth + 10;
  const lastTick = textWidth(formatTick(top)) / 2;
  const plotWidth = Math.max(width - left - Math.max(RIGHT, lastTick), 40);
  const height = TOP + bars.length * ROW + AXIS;
  const x = (value: number) => left + (value / top) * plotWidth;
  const shown = active === null ? null : bars[active];

  return (
    <ChartFrame titleId={titleId} title={title} emptyText={emptyText} isEmpty={max <= 0}>
      <Box ref={boxRef} sx={{ position: 'relative', width: '100%', ...focusRing }}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
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
                  x1={x(tick)}
                  x2={x(tick)}
                  y1={TOP}
                  y2={height - AXIS}
                  stroke={theme.palette.divider}
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text
                  x={x(tick)}
                  y={height - 8}
                  textAnchor="middle"
                  fontSize={FONT}
                  fill={theme.palette.text.secondary}
                >
                  {formatTick(tick)}
                </text>
              </g>
            ))}
          </g>
          {bars.map((bar, index) => {
            const rowTop = TOP + index * ROW;
            const isActive = active === index;
            return (
              <g key={bar.key}>
                <text
                  x={left - 8}
                  y={rowTop + ROW / 2}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize={FONT}
                  fill={theme.palette.text.primary}
                  aria-hidden="true"
                >
                  {fitText(bar.label, labelWidth)}
                </text>
                {bar.value > 0 && (
                  <rect
                    x={left}
                    y={rowTop + (ROW - BAR) / 2}
                    width={Math.max(x(bar.value) - left, 1)}
                    height={BAR}
                    rx={2}
                    fill={isActive ? theme.palette.primary.dark : theme.palette.primary.main}
                    aria-hidden="true"
                  />
                )}
                {/* The whole row answers the pointer and the keyboard, so a short bar is easy to reach. */}
                <rect
                  role="img"
                  aria-label={bar.valueLabel}
                  tabIndex={0}
                  x={0}
                  y={rowTop}
                  width={width}
                  height={ROW}
                  fill="transparent"
                  style={{ outline: 'none', cursor: 'default' }}
                  onMouseEnter={() => setActive(index)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive(index)}
                  onBlur={() => setActive(null)}
                >
                  <title>{bar.valueLabel}</title>
                </rect>
              </g>
            );
          })}
        </svg>
        {shown && active !== null && (
          <ChartTooltip
            left={(Math.max(x(shown.value), left + 20) / width) * 100}
            top={((TOP + active * ROW + (ROW - BAR) / 2) / height) * 100}
            text={shown.valueLabel}
          />
        )}
      </Box>
    </ChartFrame>
  );
}

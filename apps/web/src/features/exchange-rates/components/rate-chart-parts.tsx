import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { textWidth } from '@/components/ui/chart-scale.ts';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { rateTicks } from '../day-points.ts';

// What the day chart and the 30-day chart share (decision 143: SVG, no chart library): buy and sell in
// the same colours, the same rate axis, the same legend, and points that read their rates when focused.

const t = staffExchangeEs.screen;

export const TOP = 12;
export const BOTTOM = 26;
export const FONT = 12;
const RIGHT = 12;

export interface RateSeries<P> {
  key: 'buy' | 'sell';
  label: string;
  color: string;
  pick: (point: P) => number;
}

/** Buy in the primary colour, sell in the warning's dark: the same on every rate chart. */
export function useRateSeries<P>(buy: (point: P) => number, sell: (point: P) => number): RateSeries<P>[] {
  const theme = useTheme();
  return [
    { key: 'buy', label: t.buy, color: theme.palette.primary.main, pick: buy },
    { key: 'sell', label: t.sell, color: theme.palette.warning.dark, pick: sell },
  ];
}

export interface RateScale {
  ticks: number[];
  /** Where the plot starts: after the widest tick label. */
  left: number;
  plotWidth: number;
  plotHeight: number;
  y: (rate: number) => number;
}

/** The rate axis of a chart `width` × `height` showing `rates`. */
export function rateScale(rates: number[], width: number, height: number): RateScale {
  const ticks = rateTicks(Math.min(...rates), Math.max(...rates));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => textWidth(tick.toFixed(3)))) + 10;
  const plotHeight = height - TOP - BOTTOM;
  return {
    ticks,
    left,
    plotWidth: Math.max(width - left - RIGHT, 40),
    plotHeight,
    y: (rate) => TOP + plotHeight - ((rate - low) / (high - low || 1)) * plotHeight,
  };
}

export function RateLegend({ series }: { series: RateSeries<never>[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, mb: 1, fontSize: 13 }} aria-hidden="true">
      {series.map((line) => (
        <Box key={line.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 16, height: 3, bgcolor: line.color, borderRadius: 1 }} />
          {line.label}
        </Box>
      ))}
    </Box>
  );
}

/** The SVG, named by the chart's title and described by `description`; `children` draw inside. */
export function RateSvg(props: {
  width: number;
  height: number;
  titleId: string;
  descId: string;
  description: string;
  children: ReactNode;
}) {
  const { width, height, titleId, descId, description, children } = props;
  return (
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
      {children}
    </svg>
  );
}

/** The dashed rate lines and their labels, left of the plot. */
export function RateGrid({ scale }: { scale: RateScale }) {
  const theme = useTheme();
  return scale.ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={scale.left}
        x2={scale.left + scale.plotWidth}
        y1={scale.y(tick)}
        y2={scale.y(tick)}
        stroke={theme.palette.divider}
        strokeDasharray="3 3"
      />
      <text
        x={scale.left - 6}
        y={scale.y(tick)}
        dy="0.32em"
        textAnchor="end"
        fontSize={FONT}
        fill={theme.palette.text.secondary}
      >
        {tick.toFixed(3)}
      </text>
    </g>
  ));
}

/** A label under the plot, kept inside it at both ends. */
export function AxisLabel({
  x,
  y,
  edge,
  text,
}: {
  x: number;
  y: number;
  edge?: 'start' | 'end';
  text: string;
}) {
  const theme = useTheme();
  return (
    <text x={x} y={y} textAnchor={edge ?? 'middle'} fontSize={FONT} fill={theme.palette.text.secondary}>
      {text}
    </text>
  );
}

/**
 * One point of both series at `x`, and a transparent band `band` wide over the plot that reads `label`
 * to a screen reader and shows the tooltip while hovered or focused.
 */
export function RatePoint<P>(props: {
  point: P;
  series: RateSeries<P>[];
  scale: RateScale;
  x: number;
  band: number;
  radius: number;
  active: boolean;
  label: string;
  onActive: (active: boolean) => void;
}) {
  const { point, series, scale, x, band, radius, active, label, onActive } = props;
  return (
    <g>
      {series.map((line) => (
        <circle
          key={line.key}
          cx={x}
          cy={scale.y(line.pick(point))}
          r={active ? 5 : radius}
          fill={line.color}
          aria-hidden="true"
        />
      ))}
      <rect
        role="img"
        aria-label={label}
        tabIndex={0}
        x={x - band / 2}
        y={TOP}
        width={band}
        height={scale.plotHeight}
        fill="transparent"
        style={{ outline: 'none' }}
        onMouseEnter={() => onActive(true)}
        onMouseLeave={() => onActive(false)}
        onFocus={() => onActive(true)}
        onBlur={() => onActive(false)}
      >
        <title>{label}</title>
      </rect>
    </g>
  );
}

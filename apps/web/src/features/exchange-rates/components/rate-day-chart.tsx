import Box from '@mui/material/Box';
import { formatRate, type PublicBoard } from '@cambix/contract';
import { useId, useState } from 'react';
import { ChartFrame, ChartTooltip } from '@/components/ui/chart-frame.tsx';
import { useChartWidth } from '@/components/ui/use-chart-width.ts';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { formatTime } from '@/lib/dates.ts';
import { dayPoints, type DayPoint } from '../day-points.ts';
import {
  AxisLabel,
  RateGrid,
  RateLegend,
  RatePoint,
  RateSvg,
  rateScale,
  useRateSeries,
} from './rate-chart-parts.tsx';

const t = staffExchangeEs.screen;

const HEIGHT = 240;
const HOUR_TICKS = [0, 6, 12, 18, 24];
const HOUR_MS = 60 * 60 * 1000;

/**
 * The first tier's buy and sell rates over a Lima day as step lines: a rate holds until the next board.
 * Each publication is a focusable point that reads its rates.
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
  const titleId = useId();
  const descId = useId();
  const [boxRef, width] = useChartWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const { points, start, end } = dayPoints(day, publications, now);
  const series = useRateSeries<DayPoint>(
    (point) => point.buy,
    (point) => point.sell,
  );
  const scale = rateScale(
    points.flatMap((point) => [point.buy, point.sell]),
    width,
    HEIGHT,
  );
  const x = (at: number) => scale.left + ((at - start) / (24 * HOUR_MS)) * scale.plotWidth;
  const step = (pick: (point: DayPoint) => number) =>
    points
      .map((point, index) =>
        index === 0 ? `M${x(point.at)},${scale.y(pick(point))}` : `H${x(point.at)}V${scale.y(pick(point))}`,
      )
      .join('') + `H${x(end)}`;
  const readOut = (point: DayPoint) =>
    t.point(formatTime(point.at), formatRate(point.buyText), formatRate(point.sellText));
  const shown = active === null ? null : points[active];

  return (
    <ChartFrame
      titleId={titleId}
      title={title ?? t.chart(day.split('-').reverse().join('/'))}
      emptyText={t.chartEmpty}
      isEmpty={points.length === 0}
    >
      <RateLegend series={series} />
      <Box ref={boxRef} sx={{ position: 'relative', width: '100%' }}>
        <RateSvg
          width={width}
          height={HEIGHT}
          titleId={titleId}
          descId={descId}
          description={t.chartDescription}
        >
          <g aria-hidden="true">
            <RateGrid scale={scale} />
            {HOUR_TICKS.map((hour) => (
              <AxisLabel
                key={hour}
                x={x(start + hour * HOUR_MS)}
                y={HEIGHT - 8}
                edge={hour === 0 ? 'start' : hour === 24 ? 'end' : undefined}
                text={`${String(hour).padStart(2, '0')}:00`}
              />
            ))}
            {series.map((line) => (
              <path key={line.key} d={step(line.pick)} fill="none" stroke={line.color} strokeWidth={2} />
            ))}
          </g>
          {points.map((point, index) => (
            <RatePoint
              key={point.id}
              point={point}
              series={series}
              scale={scale}
              x={x(point.at)}
              band={16}
              radius={3.5}
              active={active === index}
              label={readOut(point)}
              onActive={(on) => setActive(on ? index : null)}
            />
          ))}
        </RateSvg>
        {shown && (
          <ChartTooltip
            left={(x(shown.at) / width) * 100}
            top={(scale.y(shown.sell) / HEIGHT) * 100}
            text={readOut(shown)}
          />
        )}
      </Box>
    </ChartFrame>
  );
}

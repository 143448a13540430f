import Box from '@mui/material/Box';
import { formatRate, type RateTrendDay } from '@cambix/contract';
import { useId, useState } from 'react';
import { ChartFrame, ChartTooltip } from '@/components/ui/chart-frame.tsx';
import { dayTickLabel } from '@/components/ui/chart-scale.ts';
import { useChartWidth } from '@/components/ui/use-chart-width.ts';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import {
  AxisLabel,
  RateGrid,
  RateLegend,
  RatePoint,
  RateSvg,
  rateScale,
  useRateSeries,
} from './rate-chart-parts.tsx';

const tt = staffExchangeEs.trend;

const HEIGHT = 220;

/**
 * The first tier's buy and sell at each Lima day's close, as lines over the days the server sent, beside
 * the day chart; each day is a focusable point that reads its rates.
 */
export function RateTrendChart({ days }: { days: readonly RateTrendDay[] }) {
  const titleId = useId();
  const descId = useId();
  const [boxRef, width] = useChartWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const series = useRateSeries<RateTrendDay>(
    (day) => Number(day.buy),
    (day) => Number(day.sell),
  );
  const scale = rateScale(
    days.flatMap((day) => [Number(day.buy), Number(day.sell)]),
    width,
    HEIGHT,
  );
  const slot = scale.plotWidth / Math.max(days.length, 1);
  const x = (index: number) => scale.left + slot * (index + 0.5);
  const line = (pick: (day: RateTrendDay) => number) =>
    days.map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${scale.y(pick(day))}`).join('');
  // First, middle and last day under the axis: enough to read the month without crowding a phone.
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  const readOut = (day: RateTrendDay) =>
    tt.point(dayTickLabel(day.day), formatRate(day.buy), formatRate(day.sell));
  const shown = active === null ? null : days[active];

  return (
    <ChartFrame titleId={titleId} title={tt.title} emptyText={tt.empty} isEmpty={days.length === 0}>
      <RateLegend series={series} />
      <Box ref={boxRef} sx={{ position: 'relative', width: '100%' }}>
        <RateSvg width={width} height={HEIGHT} titleId={titleId} descId={descId} description={tt.description}>
          <g aria-hidden="true">
            <RateGrid scale={scale} />
            {days.map((day, index) =>
              labelled.has(index) ? (
                <AxisLabel
                  key={day.day}
                  x={x(index)}
                  y={HEIGHT - 8}
                  edge={
                    index === 0 && days.length > 1 ? 'start' : index === days.length - 1 ? 'end' : undefined
                  }
                  text={dayTickLabel(day.day)}
                />
              ) : null,
            )}
            {series.map((entry) => (
              <path key={entry.key} d={line(entry.pick)} fill="none" stroke={entry.color} strokeWidth={2} />
            ))}
          </g>
          {days.map((day, index) => (
            <RatePoint
              key={day.day}
              point={day}
              series={series}
              scale={scale}
              x={x(index)}
              band={slot}
              radius={2.5}
              active={active === index}
              label={readOut(day)}
              onActive={(on) => setActive(on ? index : null)}
            />
          ))}
        </RateSvg>
        {shown && (
          <ChartTooltip
            left={(x(active ?? 0) / width) * 100}
            top={(scale.y(Number(shown.sell)) / HEIGHT) * 100}
            text={readOut(shown)}
          />
        )}
      </Box>
    </ChartFrame>
  );
}

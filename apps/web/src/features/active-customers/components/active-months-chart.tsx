import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ActiveCustomerMonth } from '@cambix/contract';
import { useId, useState } from 'react';
import { staffActiveCustomersEs } from '@/i18n/staff-active-customers.ts';

const t = staffActiveCustomersEs.chart;

// A phone draws a narrower picture so its labels stay readable.
const WIDE = { width: 720, height: 240 };
const NARROW = { width: 340, height: 220 };
const AXIS = 36;
const TOP = 28;
const LABEL_SPACE = 24;
const MAX_BAR = 48;

/** 1, 2 or 5 times a power of ten: the y-axis steps on round counts. */
export function niceStep(max: number, ticks = 4): number {
  if (max <= ticks) return 1;
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

export interface ActiveMonthsChartProps {
  months: readonly ActiveCustomerMonth[];
}

/**
 * Active customers per month as stacked SVG bars, new under returning (no chart library); each month is
 * focusable and says its figures, which also show above the bars on hover or focus.
 */
export function ActiveMonthsChart({ months }: ActiveMonthsChartProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { width, height } = isPhone ? NARROW : WIDE;
  const titleId = useId();
  const descId = useId();
  const [shown, setShown] = useState<number | null>(null);
  const colors = { new: theme.palette.primary.main, returning: theme.palette.secondary.light };

  const max = Math.max(...months.map((month) => month.active), 0);
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plot = height - LABEL_SPACE - TOP;
  const slot = (width - AXIS - 8) / Math.max(months.length, 1);
  const barWidth = Math.min(Math.max(slot - (isPhone ? 4 : 10), 2), MAX_BAR);
  const y = (value: number) => TOP + plot - (value / top) * plot;
  const everyLabel = Math.max(1, Math.ceil(months.length / (isPhone ? 6 : 12)));
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step);
  const label = (month: ActiveCustomerMonth) =>
    t.bar(staffActiveCustomersEs.month(month.month), month.active, month.new, month.returning);
  const focused = shown === null ? null : months[shown];

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline', mb: 1 }}>
        <Typography id={titleId} variant="h3" component="h2">
          {t.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }} aria-hidden="true">
          {(['new', 'returning'] as const).map((key) => (
            <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colors[key] }} />
              <Typography variant="body2">{t[key]}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      {max === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t.empty}
        </Typography>
      ) : (
        <Box
          component="svg"
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descId}
          sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
          onMouseLeave={() => setShown(null)}
        >
          <desc id={descId}>{t.description}</desc>
          {ticks.map((tick) => (
            <g key={tick} aria-hidden="true">
              <line x1={AXIS} x2={width} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
              <text
                x={AXIS - 6}
                y={y(tick) + 4}
                textAnchor="end"
                fontSize={12}
                fill={theme.palette.text.secondary}
              >
                {tick}
              </text>
            </g>
          ))}
          {months.map((month, index) => {
            const x = AXIS + 4 + index * slot + (slot - barWidth) / 2;
            const newTop = y(month.new);
            const activeTop = y(month.active);
            const isShown = shown === index;
            return (
              <g
                key={month.month}
                role="img"
                aria-label={label(month)}
                tabIndex={0}
                onMouseEnter={() => setShown(index)}
                onFocus={() => setShown(index)}
                onBlur={() => setShown(null)}
                style={{ outline: 'none', cursor: 'default' }}
              >
                <title>{label(month)}</title>
                {/* The whole slot answers the pointer, so a short bar is as easy to hover as a tall one. */}
                <rect x={AXIS + 4 + index * slot} y={TOP} width={slot} height={plot} fill="transparent" />
                <rect x={x} y={newTop} width={barWidth} height={y(0) - newTop} fill={colors.new} />
                <rect
                  x={x}
                  y={activeTop}
                  width={barWidth}
                  height={newTop - activeTop}
                  fill={colors.returning}
                />
                {isShown && (
                  <rect
                    x={x - 2}
                    y={activeTop - 2}
                    width={barWidth + 4}
                    height={y(0) - activeTop + 4}
                    fill="none"
                    stroke={theme.palette.text.primary}
                    strokeWidth={1.5}
                    rx={2}
                  />
                )}
                {(months.length - 1 - index) % everyLabel === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={height - 6}
                    textAnchor="middle"
                    fontSize={12}
                    fill={theme.palette.text.secondary}
                    aria-hidden="true"
                  >
                    {staffActiveCustomersEs.shortMonth(month.month)}
                  </text>
                )}
              </g>
            );
          })}
        </Box>
      )}
      {/* The figures of the month under the pointer or the focus, in words (the bars have no numbers). */}
      <Typography
        variant="body2"
        aria-hidden="true"
        sx={{ minHeight: '1.5em', mt: 0.5, textAlign: 'center' }}
      >
        {focused ? label(focused) : ''}
      </Typography>
    </Box>
  );
}

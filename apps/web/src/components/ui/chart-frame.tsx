import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One bar: its axis label, the figure that sets its length, and what hover or focus reads out. */
export interface BarDatum {
  key: string;
  label: string;
  value: number;
  /** The bar's full reading, e.g. `nov 2026: S/ 1,250.00`: its accessible name and its tooltip. */
  valueLabel: string;
}

/** The keyboard's place on a bar; the pointer needs none, the tooltip says which bar it is on. */
export const focusRing = {
  '& rect[tabindex]:focus-visible': { stroke: 'currentColor', strokeDasharray: '4 3', strokeWidth: 1.5 },
  color: 'primary.main',
} as const;

export interface ChartFrameProps {
  titleId: string;
  title: string;
  /** Shown instead of the chart when no bar has a value. */
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** A chart's card: its heading (which names the picture) and the chart, or a line saying there is nothing. */
export function ChartFrame({ titleId, title, emptyText, isEmpty, children }: ChartFrameProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, height: '100%' }}
    >
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {isEmpty ? (
        <Box
          sx={{
            minHeight: 140,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography color="text.secondary" sx={{ textAlign: 'center', px: 2 }}>
            {emptyText}
          </Typography>
        </Box>
      ) : (
        children
      )}
    </Paper>
  );
}

export interface ChartTooltipProps {
  /** Where the tooltip points, in percent of the chart's box. */
  left: number;
  top: number;
  text: string;
}

/** The reading of the bar under the pointer or the focus, above it. */
export function ChartTooltip({ left, top, text }: ChartTooltipProps) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        left: `${left}%`,
        top: `${top}%`,
        transform: `translate(${left > 70 ? '-100%' : left < 30 ? '0' : '-50%'}, calc(-100% - 6px))`,
        pointerEvents: 'none',
        bgcolor: 'grey.900',
        color: 'common.white',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        fontSize: 12,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
        boxShadow: 2,
        zIndex: 1,
      }}
    >
      {text}
    </Box>
  );
}

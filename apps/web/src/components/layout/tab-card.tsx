import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

export interface TabCardProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly T[];
  value: T;
  onChange: (next: T) => void;
  labelOf: (tab: T) => string;
  /** The id fragment of a tab and its panel (defaults to the tab itself). */
  slugOf?: (tab: T) => string;
  /** The open tab's panel. */
  children: ReactNode;
}

/** A card of scrollable tabs (with scroll arrows when they overflow) over the open tab's panel, the tabs and the panel labelling each other. */
export function TabCard<T extends string>({
  label,
  tabs,
  value,
  onChange,
  labelOf,
  slugOf = (tab) => tab,
  children,
}: TabCardProps<T>) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Tabs
        value={value}
        onChange={(_event, next: T) => onChange(next)}
        variant="scrollable"
        // Tabs past the card's edge are hard to guess at: arrows show whenever the list overflows.
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          px: { xs: 0, sm: 1 },
          '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } },
          '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
        }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={labelOf(tab)}
            id={`tab-${slugOf(tab)}`}
            aria-controls={`panel-${slugOf(tab)}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`panel-${slugOf(value)}`}
        aria-labelledby={`tab-${slugOf(value)}`}
        sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      >
        {children}
      </Box>
    </Paper>
  );
}

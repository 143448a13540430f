import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Takes the whole row (long texts). */
  wide?: boolean;
}

/** Label and value pairs as a description list, in two columns where there is room. */
export function InfoList({ items, columns = 2 }: { items: InfoItem[]; columns?: 1 | 2 | 3 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 3,
        rowGap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0, gridColumn: item.wide ? '1 / -1' : undefined }}>
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'body1', overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

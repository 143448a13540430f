import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MOVEMENT_PAGE_SIZES } from '@cambix/contract';
import { staffMovementsEs } from '@/i18n/staff-movements.ts';

const t = staffMovementsEs.pager;

export interface KeysetPagerProps {
  page: number;
  pageSize: number;
  hasPrevious: boolean;
  hasNext: boolean;
  disabled: boolean;
  onPrevious(): void;
  onNext(): void;
  onPageSize(pageSize: number): void;
}

/**
 * "Anterior / Siguiente" over keyset pages (docs/rules/finance-reports.md#running-balance): the server
 * only names the next page, so there is no total and no jump to a page number.
 */
export function KeysetPager({
  page,
  pageSize,
  hasPrevious,
  hasNext,
  disabled,
  onPrevious,
  onNext,
  onPageSize,
}: KeysetPagerProps) {
  return (
    <Box
      component="nav"
      aria-label={t.label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1.5,
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        select
        size="small"
        label={t.pageSize}
        value={String(pageSize)}
        onChange={(event) => onPageSize(Number(event.target.value))}
        sx={{ minWidth: 130 }}
      >
        {MOVEMENT_PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={String(size)}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t.page(page)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button startIcon={<ChevronLeftIcon />} onClick={onPrevious} disabled={disabled || !hasPrevious}>
          {t.previous}
        </Button>
        <Button endIcon={<ChevronRightIcon />} onClick={onNext} disabled={disabled || !hasNext}>
          {t.next}
        </Button>
      </Box>
    </Box>
  );
}

import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/**
 * The status filters above a list, one chosen at a time. `phoneColumns`: when the filters do not fit one
 * row of a 375 px phone, they sit in even rows of that many instead of leaving one wrapped alone.
 */
export function StatusFilter<T extends string>({
  value,
  options,
  labels,
  label,
  phoneColumns,
  onChange,
}: {
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  /** The group's accessible name. */
  label: string;
  phoneColumns?: number;
  onChange(value: T): void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, chosen: T | null) => chosen && onChange(chosen)}
      aria-label={label}
      sx={
        phoneColumns
          ? (theme) => ({
              display: 'inline-flex',
              justifySelf: 'start',
              [theme.breakpoints.only('xs')]: {
                display: 'grid',
                gridTemplateColumns: `repeat(${phoneColumns}, 1fr)`,
                gap: theme.spacing(0.5),
                // A grid has no first and last button of one row: each keeps its whole border and corners,
                // where the group's joined edges would leave an inner corner square and an edge missing.
                '& .MuiToggleButtonGroup-grouped.MuiToggleButtonGroup-grouped': {
                  margin: 0,
                  border: `1px solid ${theme.palette.divider}`,
                  borderRadius: `${theme.shape.borderRadius}px`,
                },
              },
            })
          : { flexWrap: 'wrap' }
      }
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option}>
          {labels[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

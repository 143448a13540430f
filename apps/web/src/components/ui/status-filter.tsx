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
          ? {
              display: { xs: 'grid', sm: 'inline-flex' },
              gridTemplateColumns: `repeat(${phoneColumns}, 1fr)`,
              justifySelf: 'start',
            }
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

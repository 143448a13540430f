import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One figure of a quote or an operation summary: label and amount on a line, the total stronger. A `<dl>`
 * holds only these rows, so the rule above the total is the row's own border, never an `<hr>` between rows
 * (axe's definition-list, issue 34).
 */
export function SummaryRow({
  label,
  value,
  strong = false,
  divided = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** A rule above the row, setting the total apart from the figures that make it. */
  divided?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(divided && { mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }),
      }}
    >
      <Typography component="dt" variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'h3' : 'body2'}
        sx={{
          m: 0,
          fontWeight: strong ? 800 : 500,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

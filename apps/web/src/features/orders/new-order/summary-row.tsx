import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One figure of a quote or an operation summary: label and amount on a line, the total stronger. */
export function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
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

import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { es } from '@/i18n/es.ts';
import type { PageProps } from '../routes.ts';

/** Every route whose screen a later issue builds: its title and a plain "coming soon", nothing else. */
export default function ComingSoonPage({ title }: PageProps) {
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <HourglassEmptyIcon />
        </Box>
        <Box>
          <Typography variant="h3" component="p" sx={{ mb: 0.5 }}>
            {es.app.comingSoonTitle}
          </Typography>
          <Typography color="text.secondary">{es.app.comingSoon}</Typography>
        </Box>
      </Paper>
    </Box>
  );
}

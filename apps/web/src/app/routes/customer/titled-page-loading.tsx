import Typography from '@mui/material/Typography';
import { PageLoading } from '@/components/ui/page-loading.tsx';

/** While a screen's code arrives: its title at once, the spinner under it. */
export function TitledPageLoading({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <PageLoading />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { customerEs } from '@/i18n/customer.ts';
import { useMyData } from '../api/my-data.ts';
import { DataRequestForm } from './data-request-form.tsx';
import { ExportCard } from './export-card.tsx';
import { MyRequests } from './my-requests.tsx';

/** Perfil › Mis datos: the export, a new request and the requests made. */
export function MyDataSection({ onNotice }: { onNotice(message: string): void }) {
  const data = useMyData();
  if (data.isError) return <Alert severity="error">{customerEs.common.loadFailed}</Alert>;
  if (!data.data) return <Skeleton variant="rounded" height={240} />;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <ExportCard latest={data.data.latestExport} />
      <DataRequestForm onSent={onNotice} />
      <MyRequests requests={data.data.requests} />
    </Stack>
  );
}

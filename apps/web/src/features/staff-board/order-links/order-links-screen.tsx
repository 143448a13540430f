import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { useBanks } from '@/features/banks';
import { useModuleAccess } from '@/features/staff-permissions';
import { staffEs } from '@/i18n/staff.ts';
import { LinkForm } from './link-form.tsx';
import { LinkList } from './link-list.tsx';

const t = staffEs.orderLinks;

/** Links de orden: make a new-order link for a customer and share it; the list of links made. */
export function OrderLinksScreen({ title }: { title: string }) {
  const access = useModuleAccess('links');
  const { banks } = useBanks();
  const paymentBanks = useMemo(() => banks.filter((bank) => bank.hasCollectionAccount), [banks]);
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title={title} intro={t.intro} />
      {access.canEdit ? (
        <LinkForm banks={paymentBanks} onCopied={setCopied} />
      ) : (
        !access.isLoading && <Alert severity="info">{t.noEditPermission}</Alert>
      )}
      <LinkList banks={banks} onCopied={setCopied} />
      <Snackbar open={copied !== null} autoHideDuration={3000} onClose={() => setCopied(null)}>
        <Alert severity={copied ? 'success' : 'warning'} variant="filled" onClose={() => setCopied(null)}>
          {copied ? t.copied : t.copyFailed}
        </Alert>
      </Snackbar>
    </Box>
  );
}

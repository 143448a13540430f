import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  CustomerFileSheet,
  fullName,
  useCustomer,
  useCustomerBankAccounts,
  useCustomerDocuments,
} from '@/features/customers-admin';
import { MissingRecord } from '@/components/layout/missing-record.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';
import { brandTitle } from '@/lib/document-head.ts';

// On paper: A4, no admin chrome (side bar, top bar), no screen-only buttons.
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        '.MuiAppBar-root, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
        'main, main > div': {
          margin: '0 !important',
          padding: '0 !important',
          transition: 'none !important',
        },
        body: { background: '#fff !important' },
      },
    }}
  />
);

/** /dashboard/user/:userId/old: the printable customer file (ficha KYC). */
export default function CustomerFilePage({ params, title }: PageProps) {
  const userId = Number(params.userId);
  const validId = Number.isInteger(userId) && userId > 0 ? userId : 0;
  const customer = useCustomer(validId);
  const documents = useCustomerDocuments(validId);
  const accounts = useCustomerBankAccounts(validId);
  const [generatedAt] = useState(() => new Date());

  useEffect(() => {
    if (customer.data) document.title = brandTitle(`${title} · ${fullName(customer.data)}`);
  }, [customer.data, title]);

  const failed = !validId ? null : (customer.error ?? documents.error ?? accounts.error);
  if (!validId || failed) {
    return <MissingRecord message={isApiError(failed) ? failed.message : staffEs.customer.notFound} />;
  }
  const ready = customer.data && documents.data && accounts.data;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {printStyles}
      <Box
        data-print="hide"
        sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Button component={RouterLink} to={paths.staff.customer(validId)} startIcon={<ArrowBackIcon />}>
          {staffEs.file.back}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlinedIcon />}
          onClick={() => window.print()}
          disabled={!ready}
        >
          {staffEs.file.print}
        </Button>
      </Box>
      {ready ? (
        <CustomerFileSheet
          customer={customer.data}
          documents={documents.data}
          accounts={accounts.data}
          generatedAt={generatedAt}
        />
      ) : (
        <Skeleton variant="rounded" height={800} sx={{ maxWidth: '210mm', width: '100%', mx: 'auto' }} />
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CUSTOMER_DOCUMENT_KINDS,
  type BankAccount,
  type CustomerDetail,
  type CustomerDocument,
} from '@cambix/contract';
import type { ReactNode } from 'react';
import { InfoList } from '@/components/ui/info-list.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { documentLabel, fullName } from '../format.ts';
import { accountItems, conditionItems, identityItems, kycItems } from './customer-data-tab.tsx';

const t = staffEs.file;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ breakInside: 'avoid', pageBreakInside: 'avoid' }}>
      <Typography
        variant="h3"
        component="h2"
        sx={{ fontSize: '1rem', borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 1.25 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface CustomerFileSheetProps {
  customer: CustomerDetail;
  documents: CustomerDocument[];
  accounts: BankAccount[];
  generatedAt: Date;
}

/** The one-page customer file (ficha KYC): identity, contact, KYC data, status, images, accounts, dates. */
export function CustomerFileSheet({ customer, documents, accounts, generatedAt }: CustomerFileSheetProps) {
  const byKind = new Map(documents.map((document) => [document.kind, document]));
  return (
    <Box
      component="article"
      className="cx-customer-file"
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        maxWidth: '210mm',
        mx: 'auto',
        p: { xs: 2, sm: 4 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        minWidth: 0,
        gap: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // On paper everything fits one A4 page: four columns, smaller type, shorter images.
        '@media print': {
          border: 0,
          p: 0,
          maxWidth: 'none',
          gap: '8px',
          '& dl': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) !important', rowGap: '6px' },
          '& dt': { fontSize: '7.5pt' },
          '& dd': { fontSize: '9pt' },
          '& h2': { fontSize: '10.5pt', mb: '4px', pb: '2px' },
          '& figure img, & figure > div': { height: '115px !important' },
          '& figcaption, & table': { fontSize: '8pt' },
        },
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
            {staffEs.file.title}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {fullName(customer)}
          </Typography>
          <Typography color="text.secondary">{documentLabel(customer)}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'flex-end' }}>
          {t.generatedAt(formatDateTime(generatedAt))}
        </Typography>
      </Box>

      <Block title={staffEs.customer.sections.identity}>
        <InfoList items={identityItems(customer)} columns={3} />
      </Block>
      <Block title={staffEs.customer.sections.kyc}>
        <InfoList items={kycItems(customer)} columns={3} />
      </Block>
      <Block title={staffEs.customer.sections.account}>
        <InfoList items={[...accountItems(customer), ...conditionItems(customer)]} columns={3} />
      </Block>

      <Block title={t.images}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            '@media print': { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {CUSTOMER_DOCUMENT_KINDS.map((kind) => {
            const document = byKind.get(kind);
            const label = staffEs.documents.kind[kind];
            return (
              <Box component="figure" key={kind} sx={{ m: 0 }}>
                {document ? (
                  <Box
                    component="img"
                    src={document.url}
                    alt={label}
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 150,
                      objectFit: 'contain',
                      bgcolor: 'grey.100',
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                ) : (
                  <Box
                    sx={{
                      height: 150,
                      display: 'grid',
                      placeItems: 'center',
                      border: 1,
                      borderColor: 'divider',
                      px: 1,
                    }}
                  >
                    <Typography variant="body2" color="text.secondary" align="center">
                      {staffEs.documents.missing}
                    </Typography>
                  </Box>
                )}
                <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
                  {label}
                  {document ? ` · ${formatDateTime(document.uploadedAt)}` : ''}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Block>

      <Block title={t.accounts}>
        {accounts.length === 0 ? (
          <Typography color="text.secondary">{staffEs.accounts.none}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
            <Box
              component="table"
              sx={{
                width: '100%',
                borderCollapse: 'collapse',
                typography: 'body2',
                '& th, & td': { textAlign: 'left', borderBottom: 1, borderColor: 'divider', py: 0.5, pr: 1 },
              }}
            >
              <thead>
                <tr>
                  <th>{staffEs.accounts.bank}</th>
                  <th>{staffEs.accounts.type}</th>
                  <th>{staffEs.accounts.currency}</th>
                  <th>{staffEs.accounts.number}</th>
                  <th>{staffEs.accounts.cci}</th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <tr key={account.id}>
                    <td>{account.bank.name}</td>
                    <td>{account.accountType.name}</td>
                    <td>{account.currency}</td>
                    <td>{account.accountNumber}</td>
                    <td>{account.cci ?? staffEs.common.none}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        )}
      </Block>
    </Box>
  );
}

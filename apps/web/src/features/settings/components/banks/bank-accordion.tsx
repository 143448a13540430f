import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { BankSettings } from '@cambix/contract';
import { BankLogo } from '@/features/banks';
import { staffEs } from '@/i18n/staff.ts';
import { AccountTypesForm } from './account-types-form.tsx';
import { BankForm } from './bank-form.tsx';
import { BankLogoUpload } from './bank-logo-upload.tsx';
import { PaymentStepsForm } from './payment-steps-form.tsx';

const t = staffEs.staffSettings.banks;

/** One bank of the catalogue: its entry, logo, account types and payment steps, each saved on its own. */
export function BankAccordion({ bank }: { bank: BankSettings }) {
  const summaryId = `bank-${bank.id}-summary`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={summaryId}
        aria-controls={`bank-${bank.id}-details`}
        sx={{ px: { xs: 1.5, sm: 2 } }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <BankLogo bank={bank} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {bank.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.code} {bank.code}
            </Typography>
          </Box>
          {!bank.active && <Chip size="small" label={t.inactive} />}
        </Box>
      </AccordionSummary>
      <AccordionDetails
        id={`bank-${bank.id}-details`}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, pt: 0, px: { xs: 1.5, sm: 2 } }}
      >
        <BankForm bank={bank} />
        <Divider />
        <Box>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {t.logo.title}
          </Typography>
          <BankLogoUpload bank={bank} />
        </Box>
        <Divider />
        <AccountTypesForm bank={bank} />
        <Divider />
        <PaymentStepsForm bank={bank} />
      </AccordionDetails>
    </Accordion>
  );
}

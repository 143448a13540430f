import { sumAmounts, type ReconciliationDetail } from '@cambix/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatDay, signedRowAmount } from '../format.ts';
import { MoneyText } from './money-text.tsx';
import { BankOnlyTable, LedgerOnlyTable, MatchedTable } from './reconciliation-tables.tsx';

const t = staffBalanceEs.result;

const operatorSx = {
  fontSize: '1.25rem',
  color: 'text.secondary',
  alignSelf: 'flex-end',
  lineHeight: 1.6,
} as const;

/** One term of an equation, its operator before it; on a phone the terms stack. */
function Figure({ label, operator, children }: { label: string; operator?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {operator && (
        <Typography aria-hidden="true" sx={operatorSx}>
          {operator}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 0.25 }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{children}</Box>
      </Box>
    </Box>
  );
}

export interface ReconciliationResultProps {
  detail: ReconciliationDetail;
  /** /dashboard/egreso, when the person may record a movement there. */
  registerHref: string | null;
  orderHref: (orderId: number) => string;
  backLabel: string;
  onBack(): void;
}

/**
 * A reconciliation explained (docs/rules/finance-reports.md#reconciliation): the counts, statement net −
 * ledger net = difference, and the unpaired lines and rows that make up the difference, summed.
 */
export function ReconciliationResult({
  detail,
  registerHref,
  orderHref,
  backLabel,
  onBack,
}: ReconciliationResultProps) {
  const currency = detail.account.currency;
  const bankOnlySum = sumAmounts(detail.bankOnly.map((line) => line.amount));
  const ledgerOnlySum = sumAmounts(detail.ledgerOnly.map(signedRowAmount));
  const hasDifference =
    detail.bankOnly.length > 0 || detail.ledgerOnly.length > 0 || /[1-9]/.test(detail.difference);
  return (
    <Box
      component="section"
      aria-label={t.title(detail.account.label)}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {t.title(detail.account.label)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.period(formatDay(detail.periodFrom), formatDay(detail.periodTo))} ·{' '}
            {t.window(detail.windowDays)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t.meta(detail.fileName, detail.createdBy.name, formatDateTime(detail.createdAt))}
          </Typography>
        </Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {backLabel}
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label={t.counts}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        <li>
          <Chip label={`${t.lines}: ${detail.lineCount}`} />
        </li>
        <li>
          <Chip color="success" variant="outlined" label={`${t.matched}: ${detail.matchedCount}`} />
        </li>
        <li>
          <Chip
            color={detail.bankOnlyCount > 0 ? 'warning' : 'default'}
            variant="outlined"
            label={`${t.bankOnly}: ${detail.bankOnlyCount}`}
          />
        </li>
        <li>
          <Chip
            color={detail.ledgerOnlyCount > 0 ? 'warning' : 'default'}
            variant="outlined"
            label={`${t.ledgerOnly}: ${detail.ledgerOnlyCount}`}
          />
        </li>
        {detail.paymentMatches.automatic > 0 && (
          <li>
            <Chip
              color="success"
              variant="outlined"
              label={`${t.paidByReference}: ${detail.paymentMatches.automatic}`}
            />
          </li>
        )}
        {detail.paymentMatches.queued > 0 && (
          <li>
            <Chip
              color="warning"
              variant="outlined"
              label={`${t.queuedByReference}: ${detail.paymentMatches.queued}`}
            />
          </li>
        )}
      </Box>
      <Box
        role="group"
        aria-label={t.difference}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1, sm: 2 },
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        <Figure label={t.statementNet}>
          <MoneyText amount={detail.statementNet} currency={currency} />
        </Figure>
        <Figure label={t.ledgerNet} operator="−">
          <MoneyText amount={detail.ledgerNet} currency={currency} />
        </Figure>
        <Figure label={t.difference} operator="=">
          <MoneyText amount={detail.difference} currency={currency} />
        </Figure>
      </Box>
      {hasDifference ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>{t.explainedBy}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, minWidth: 0 }}>
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              {t.bankOnlyTitle}
            </Typography>
            <BankOnlyTable
              lines={detail.bankOnly}
              sum={bankOnlySum}
              currency={currency}
              registerHref={registerHref}
            />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, minWidth: 0 }}>
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              {t.ledgerOnlyTitle}
            </Typography>
            <LedgerOnlyTable
              rows={detail.ledgerOnly}
              sum={ledgerOnlySum}
              currency={currency}
              orderHref={orderHref}
            />
          </Box>
          <Box
            role="group"
            aria-label={t.sumDifference}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: { xs: 1, sm: 2 },
              p: 2,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Figure label={t.sumBankOnly}>
              <MoneyText amount={bankOnlySum} currency={currency} />
            </Figure>
            <Figure label={t.sumLedgerOnly} operator="−">
              <MoneyText amount={ledgerOnlySum} currency={currency} />
            </Figure>
            <Figure label={t.difference} operator="=">
              <MoneyText amount={detail.difference} currency={currency} />
            </Figure>
          </Box>
        </>
      ) : (
        <Typography color="success.main">{t.balanced}</Typography>
      )}
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography sx={{ fontWeight: 600 }}>{t.matchedTitle(detail.matched.length)}</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ minWidth: 0 }}>
          <MatchedTable matched={detail.matched} currency={currency} />
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}

import type { Order } from '@cambix/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { maskedDigits } from '@/features/bank-accounts';
import { BankLogo, usePaymentBankSteps } from '@/features/banks';
import { customerEs } from '@/i18n/customer.ts';
import { exchangeEs } from '@/i18n/exchange.ts';
import { formatCurrency } from '@/lib/money.ts';
import { CopyButton } from '../components/copy-button.tsx';
import { ReferenceChoice, ReferenceNotice } from './payment-reference.tsx';

const t = customerEs.newOrder;

function CopyRow({
  label,
  value,
  shown,
  onCopied,
}: {
  label: string;
  value: string;
  shown?: string;
  onCopied: (ok: boolean) => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {shown ?? value}
        </Typography>
      </Box>
      <CopyButton value={value} label={t.copy(label.toLowerCase())} onCopied={onCopied} />
    </Box>
  );
}

/**
 * Step 2: Cambix's account at the payment bank, with copy buttons, and that bank's numbered steps; the customer
 * may choose to pay with the order's reference in the transfer's description, and then skips the voucher.
 */
export function PayStep({
  order,
  onPaid,
  onPaidWithReference,
}: {
  order: Order;
  onPaid: () => void;
  onPaidWithReference?: () => void;
}) {
  const steps = usePaymentBankSteps();
  const [copied, setCopied] = useState<string | null>(null);
  const account = order.collectionAccount;
  const bankSteps = steps.data?.[account.bank.id] ?? [];
  const onCopied = (ok: boolean) => setCopied(ok ? t.copied : t.copyFailed);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <BankLogo bank={account.bank} size={44} />
          <Box>
            <Typography variant="h3" component="h2">
              {t.payHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {account.bank.name} · {exchangeEs.accountIn(exchangeEs.currencyName[account.currency])}
            </Typography>
          </Box>
        </Box>
        <Typography sx={{ mb: 0.5 }}>
          {t.payIntro(formatCurrency(order.sendAmount, order.sendCurrency), account.bank.shortName)}
        </Typography>
        {/* What the payment buys, restated where the customer pays (issue 18). */}
        <Typography sx={{ mb: 1, fontWeight: 600 }}>
          {t.payReceive(
            formatCurrency(order.receiveAmount, order.receiveCurrency),
            order.destination.bankName,
            maskedDigits(order.destination.accountNumber),
          )}
        </Typography>
        <CopyRow
          label={t.amountToPay}
          value={order.sendAmount}
          shown={formatCurrency(order.sendAmount, order.sendCurrency)}
          onCopied={onCopied}
        />
        <Box sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {t.holder}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{account.holderName}</Typography>
        </Box>
        <CopyRow label={t.accountNumber} value={account.accountNumber} onCopied={onCopied} />
        <CopyRow label={t.cci} value={account.cci} onCopied={onCopied} />
        {onPaidWithReference &&
          (order.paymentReference ? (
            <Box sx={{ mt: 2 }}>
              <ReferenceNotice reference={order.paymentReference} onCopied={onCopied} />
            </Box>
          ) : (
            <ReferenceChoice order={order} />
          ))}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t.stepsHeading}
        </Typography>
        {steps.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : bankSteps.length === 0 ? (
          <Typography color="text.secondary">{t.noSteps}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {bankSteps.map((step) => (
              <Typography component="li" key={step.step_number}>
                {step.text}
              </Typography>
            ))}
          </Box>
        )}
        {order.paymentReference && onPaidWithReference ? (
          <>
            <Button variant="contained" size="large" fullWidth sx={{ mt: 3 }} onClick={onPaidWithReference}>
              {t.paidWithReference}
            </Button>
            <Button fullWidth sx={{ mt: 1 }} onClick={onPaid}>
              {t.uploadInstead}
            </Button>
          </>
        ) : (
          <Button variant="contained" size="large" fullWidth sx={{ mt: 3 }} onClick={onPaid}>
            {t.paid}
          </Button>
        )}
      </Paper>
      <Snackbar
        open={copied !== null}
        autoHideDuration={2500}
        onClose={() => setCopied(null)}
        message={copied}
        sx={{ bottom: { xs: 80, sm: 24 } }}
      />
    </Box>
  );
}

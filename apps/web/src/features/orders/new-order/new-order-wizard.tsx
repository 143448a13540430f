import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import type { Order } from '@cambix/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { rateLockKey } from '@/features/exchange';
import { customerEs } from '@/i18n/customer.ts';
import { takeOrderDraft } from '@/lib/order-draft.ts';
import { useActiveOrder } from '../api/get-active-order.ts';
import { orderKeys } from '../api/keys.ts';
import { ExpiryCountdown } from './expiry-countdown.tsx';
import { FinalizeStep } from './finalize-step.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import { PayStep } from './pay-step.tsx';
import { initialQuoteForm } from './quote-form.ts';
import { QuoteStep } from './quote-step.tsx';
import { RateLock } from './rate-lock.tsx';
import { VoucherStep } from './voucher-step.tsx';
import { resumeStep, STEP, type WizardStep } from './wizard-steps.ts';

const t = customerEs.newOrder;

export interface NewOrderWizardProps {
  title: string;
  /** A staff-made new-order link this order comes from, and what it presets. */
  linkCode?: string | undefined;
  preset?: { amount: string | null; bankId: number | null } | null | undefined;
  accountsPath: string;
  historyPath: string;
}

/**
 * /userDashboard/nueva-orden: quote, pay, voucher, finalize. The open TEMPORAL order is the server's
 * (`GET /api/order/active`), so leaving and coming back continues at the step it had reached.
 */
export function NewOrderWizard({ title, linkCode, preset, accountsPath, historyPath }: NewOrderWizardProps) {
  const active = useActiveOrder();
  const queryClient = useQueryClient();
  // The calculator's draft prefills one new order, once.
  const [start] = useState(() => initialQuoteForm(preset, takeOrderDraft()));
  const [chosenStep, setChosenStep] = useState<WizardStep | null>(null);
  const [finalized, setFinalized] = useState<Order | null>(null);
  const order = active.data ?? null;
  const step = chosenStep ?? resumeStep(order);
  const top = useRef<HTMLDivElement>(null);
  const shown = finalized ? 'done' : step;
  const firstShown = useRef(shown);
  // The lock that ran out (its end): a re-quote brings a new end, and the notice goes.
  const [expiredLock, setExpiredLock] = useState<string | null>(null);
  const exchange = order?.exchange ?? null;
  const lockedUntil = exchange?.lockedUntil ?? null;
  const lockExpired = lockedUntil !== null && expiredLock === lockedUntil;
  const markLockExpired = () => {
    if (lockedUntil) setExpiredLock(lockedUntil);
  };

  // A new step starts at its top: on a phone the button that led there sits far down the last one.
  useEffect(() => {
    if (shown !== firstShown.current) top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [shown]);

  const showOrder = (next: Order, nextStep: WizardStep) => {
    queryClient.setQueryData(orderKeys.active(), next);
    setChosenStep(nextStep);
  };
  const restart = () => {
    setFinalized(null);
    setChosenStep(null);
    void queryClient.invalidateQueries({ queryKey: orderKeys.active() });
    // The order just left may have let its lock lapse: whether the next one locks is asked again.
    void queryClient.invalidateQueries({ queryKey: rateLockKey });
  };

  return (
    <Box ref={top} sx={{ maxWidth: 1040, display: 'grid', gap: 3, scrollMarginTop: 72 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">
            {order && !finalized ? t.orderCode(order.code) : t.intro}
          </Typography>
        </Box>
        {/* A divisas order counts down its rate lock instead, which (at most 60 min) ends before the order
            (at least 1 h) does; an indicative one has no lock, so its own time shows. */}
        {order?.expiresAt && !finalized && !lockedUntil && (
          <ExpiryCountdown expiresAt={order.expiresAt} onExpired={restart} />
        )}
      </Box>

      {!finalized && (
        <Stepper activeStep={step} alternativeLabel aria-label={t.stepLabel(step + 1, t.steps.length)}>
          {t.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}

      {order && exchange && !finalized && step !== STEP.quote && (
        <RateLock
          order={{ ...order, exchange }}
          expired={lockExpired}
          onExpired={markLockExpired}
          onRequoted={(updated) => queryClient.setQueryData(orderKeys.active(), updated)}
          onCancelled={restart}
        />
      )}

      {finalized ? (
        <OrderConfirmation order={finalized} historyPath={historyPath} onAnother={restart} />
      ) : active.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : active.isError ? (
        <RetryAlert retryLabel={customerEs.common.retry} onRetry={() => void active.refetch()}>
          {t.loadFailed}
        </RetryAlert>
      ) : order === null || step === STEP.quote ? (
        <QuoteStep
          initial={start.form}
          notice={start.source === 'link' ? t.linkPreset : start.source === 'draft' ? t.draftPreset : null}
          linkCode={linkCode}
          accountsPath={accountsPath}
          onCreated={(created) => showOrder(created, STEP.pay)}
        />
      ) : step === STEP.pay ? (
        <PayStep
          order={order}
          onPaid={() => setChosenStep(STEP.voucher)}
          onPaidWithReference={() => setChosenStep(STEP.finalize)}
        />
      ) : step === STEP.voucher ? (
        <VoucherStep
          order={order}
          onUploaded={(updated) => showOrder(updated, STEP.finalize)}
          onBack={() => setChosenStep(STEP.pay)}
        />
      ) : (
        <FinalizeStep
          order={order}
          onFinalized={setFinalized}
          onChangeVoucher={() => setChosenStep(STEP.voucher)}
          lockExpired={lockExpired}
          onLockExpired={markLockExpired}
        />
      )}
    </Box>
  );
}

import { ORDER_STATUS, type Order } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { customerEs } from '@/i18n/customer.ts';
import { finalizeByLink, uploadVoucherByLink } from '../api/link-actions.ts';
import { orderKeys } from '../api/keys.ts';
import { FinalizeStep } from '../new-order/finalize-step.tsx';
import { OrderConfirmation } from '../new-order/order-confirmation.tsx';
import { PayStep } from '../new-order/pay-step.tsx';
import { VoucherStep } from '../new-order/voucher-step.tsx';
import { DestinationStep } from './destination-step.tsx';

const t = customerEs.linkOrder;
// An observed order was paid already: its first step is the account the money goes to, not paying.
const STEPS = { pay: 0, destination: 0, voucher: 1, finalize: 2 } as const;
type LinkStep = (typeof STEPS)[keyof typeof STEPS];

/** An observed order starts at its destination account; a temporary one where it stands. */
export function firstLinkStep(order: Order): LinkStep {
  if (order.status === ORDER_STATUS.OBSERVADA) return STEPS.destination;
  return order.voucher ? STEPS.finalize : STEPS.pay;
}

export interface LinkOrderCompletionProps {
  title: string;
  /** The link's code: it stands for the customer on upload and finalize (decision 033). */
  code: string;
  order: Order;
  historyPath: string;
  newOrderPath: string;
  /** Where an observed order's customer adds another account (Bancos). */
  accountsPath: string;
}

/**
 * finalizar-orden and edit-orden: finish an existing order from a staff link, in the shell without side
 * nav: pay, upload the voucher and finalize through the link's own endpoints
 * (docs/rules/order-links.md#quick-finalize).
 */
export function LinkOrderCompletion({
  title,
  code,
  order: linked,
  historyPath,
  newOrderPath,
  accountsPath,
}: LinkOrderCompletionProps) {
  const [order, setOrder] = useState(linked);
  const [step, setStep] = useState<LinkStep>(() => firstLinkStep(linked));
  const [finalized, setFinalized] = useState<Order | null>(null);
  const [destinationChanged, setDestinationChanged] = useState<'no' | 'confirmed' | 'to-confirm'>('no');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const observed = linked.status === ORDER_STATUS.OBSERVADA;

  const uploaded = (next: Order) => {
    setOrder(next);
    setStep(STEPS.finalize);
  };
  const done = (next: Order) => {
    setFinalized(next);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
          {observed ? customerEs.fixOrder.title : title}
        </Typography>
        <Typography color="text.secondary">
          {customerEs.newOrder.orderCode(order.code)} · {observed ? t.fixIntro : t.intro}
        </Typography>
      </Box>
      {observed && order.note && !finalized && <Alert severity="warning">{t.observation(order.note)}</Alert>}
      {destinationChanged === 'confirmed' && !finalized && (
        <Alert severity="success">{t.destinationChanged}</Alert>
      )}
      {destinationChanged === 'to-confirm' && (
        <Alert severity="info">
          {t.destinationChanged} {customerEs.linkSession.confirmLater}
        </Alert>
      )}

      {finalized ? (
        <OrderConfirmation
          order={finalized}
          historyPath={historyPath}
          onAnother={() => void navigate(newOrderPath)}
        />
      ) : (
        <>
          <Stepper activeStep={step} alternativeLabel aria-label={customerEs.newOrder.stepLabel(step + 1, 3)}>
            {(observed ? t.fixSteps : t.steps).map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === STEPS.destination && observed ? (
            <DestinationStep
              order={order}
              accountsPath={accountsPath}
              onDone={(next, changed, toConfirm) => {
                setOrder(next);
                setDestinationChanged(!changed ? 'no' : toConfirm ? 'to-confirm' : 'confirmed');
                setStep(STEPS.voucher);
              }}
            />
          ) : step === STEPS.pay ? (
            <PayStep order={order} onPaid={() => setStep(STEPS.voucher)} />
          ) : step === STEPS.voucher ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <VoucherStep
                order={order}
                upload={(image, operationNumber, onProgress) =>
                  uploadVoucherByLink(code, image, operationNumber, onProgress)
                }
                onUploaded={uploaded}
                onBack={() => setStep(observed ? STEPS.destination : STEPS.pay)}
              />
              {observed && order.voucher && (
                <Box>
                  <Button onClick={() => setStep(STEPS.finalize)}>{t.keepVoucher}</Button>
                </Box>
              )}
            </Box>
          ) : (
            <FinalizeStep
              order={order}
              finalize={finalizeByLink(code)}
              failedText={t.finalizeFailed}
              onFinalized={done}
              onChangeVoucher={() => setStep(STEPS.voucher)}
            />
          )}
        </>
      )}
    </Box>
  );
}

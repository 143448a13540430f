import {
  formatCurrency,
  ORDER_STATUS_NAMES,
  PAYMENT_MATCH_STATES,
  type OrderStatus,
  type PaymentMatch,
  type PaymentMatchCandidate,
  type PaymentMatchState,
} from '@cambix/contract';
import { dismissPaymentMatchRequest } from '@cambix/contract/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListQueryState } from '@/components/layout/list-query-state.tsx';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { StatusFilter } from '@/components/ui/status-filter.tsx';
import { staffPaymentMatchesEs as t } from '@/i18n/staff-payment-matches.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatDay } from '@/lib/dates.ts';
import { statusInAddress } from '@/lib/status-in-address.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { usePaymentMatches, useDecidePaymentMatch } from '../api/payment-matches.ts';

const STATE = statusInAddress<PaymentMatchState>(PAYMENT_MATCH_STATES, 'queued');

const refusal = (error: unknown) => (isApiError(error) ? error.message : t.failed);

export interface PaymentMatchesScreenProps {
  title: string;
  search: URLSearchParams;
  /** Pagos' edit: approve a candidate or dismiss the line. */
  canEdit: boolean;
  orderHref(orderId: number): string;
}

/**
 * Operación › Pagos por referencia (docs/rules/finance-reports.md#payments-by-reference): the statement lines
 * that named an order's payment reference, in one state; a queued line shows its candidates and the reason it
 * waits, an automatic one the rule that approved it.
 */
export function PaymentMatchesScreen({ title, search, canEdit, orderHref }: PaymentMatchesScreenProps) {
  const [state, setState] = useQueryState(search, STATE.read, STATE.write);
  const matches = usePaymentMatches(state);
  const [message, setMessage] = useState<string | null>(null);
  const rows = matches.data;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.intro} />
      <StatusFilter
        value={state}
        options={PAYMENT_MATCH_STATES}
        labels={t.status}
        label={t.state}
        phoneColumns={2}
        onChange={(value) => setState(() => value)}
      />
      {!canEdit && state === 'queued' && <Alert severity="info">{t.readOnly}</Alert>}
      <ListQueryState
        query={{ error: matches.error, data: rows ? { rows } : undefined, refetch: matches.refetch }}
        loadFailed={t.loadFailed}
        retryLabel={t.retry}
        empty={t.empty[state]}
      />
      {rows && rows.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t.count(rows.length)}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={title}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {rows?.map((match) => (
          <MatchItem
            key={match.id}
            match={match}
            canEdit={canEdit}
            orderHref={orderHref}
            onDone={setMessage}
          />
        ))}
      </Box>
      <MessageSnackbar message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}

function MatchItem({
  match,
  canEdit,
  orderHref,
  onDone,
}: {
  match: PaymentMatch;
  canEdit: boolean;
  orderHref(orderId: number): string;
  onDone(message: string): void;
}) {
  const [asked, setAsked] = useState<
    { action: 'approve'; candidate: PaymentMatchCandidate } | { action: 'dismiss' } | null
  >(null);
  const decide = useDecidePaymentMatch(match.id);
  const amount = formatCurrency(match.line.amount, match.account.currency);
  const close = () => {
    setAsked(null);
    decide.reset();
  };
  const queued = match.state === 'queued';
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t.line(formatDay(match.line.date), match.line.line)}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: { xs: 1, md: 2 },
        gridTemplateColumns: { xs: '1fr', md: '200px minmax(0, 1fr) minmax(0, 1.4fr)' },
        minWidth: 0,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{amount}</Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t.line(formatDay(match.line.date), match.line.line)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {match.account.label}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
          {match.line.description}
        </Typography>
        {match.line.operationNumber && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t.operation(match.line.operationNumber)}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {match.line.payerAccount ? t.payer(match.line.payerAccount) : t.noPayer}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t.imported(match.createdBy.name, formatDateTime(match.createdAt))}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Outcome match={match} orderHref={orderHref} />
        {queued && (
          <>
            <Typography variant="subtitle2" component="h2">
              {t.candidates}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {match.candidates.map((candidate) => (
                <Box
                  component="li"
                  key={candidate.orderId}
                  sx={{
                    display: 'flex',
                    gap: 1,
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    borderTop: 1,
                    borderColor: 'divider',
                    pt: 1,
                  }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2">
                      <RowCodeLink code={candidate.code} href={orderHref(candidate.orderId)} /> ·{' '}
                      {ORDER_STATUS_NAMES[candidate.status as OrderStatus]}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {candidate.customerName} ·{' '}
                      {t.owes(formatCurrency(candidate.sendAmount, candidate.sendCurrency))}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t.paysInto(candidate.collectionAccountLabel)} ·{' '}
                      {t.reference(candidate.paymentReference)}
                    </Typography>
                  </Box>
                  {canEdit && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setAsked({ action: 'approve', candidate })}
                    >
                      {t.approve}
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
            {canEdit && (
              <Box>
                <Button size="small" color="error" onClick={() => setAsked({ action: 'dismiss' })}>
                  {t.dismiss}
                </Button>
              </Box>
            )}
          </>
        )}
      </Box>
      {asked?.action === 'approve' && (
        <ConfirmDialog
          title={t.approveTitle(asked.candidate.code)}
          confirmLabel={t.approve}
          cancelLabel={t.cancel}
          confirmColor="primary"
          isPending={decide.isPending}
          error={decide.isError ? refusal(decide.error) : null}
          onConfirm={() =>
            decide.mutate(
              { action: 'approve', orderId: asked.candidate.orderId },
              { onSuccess: () => (setAsked(null), onDone(t.approved)) },
            )
          }
          onClose={close}
        >
          <DialogContentText>{t.approveBody(amount)}</DialogContentText>
        </ConfirmDialog>
      )}
      {asked?.action === 'dismiss' && (
        <DismissDialog
          isPending={decide.isPending}
          error={decide.isError ? refusal(decide.error) : null}
          onConfirm={(reason) =>
            decide.mutate(
              { action: 'dismiss', reason },
              { onSuccess: () => (setAsked(null), onDone(t.dismissed)) },
            )
          }
          onClose={close}
        />
      )}
    </Paper>
  );
}

/** What became of the line: the rule, the reason it waits, or who decided it. */
function Outcome({ match, orderHref }: { match: PaymentMatch; orderHref(orderId: number): string }) {
  const decided =
    match.decidedBy && match.decidedAt
      ? t.decided(match.decidedBy.name, formatDateTime(match.decidedAt))
      : null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {match.state === 'automatic' && match.rule && (
        <Chip size="small" color="success" label={t.badge.automatic} />
      )}
      {match.state === 'automatic' && match.rule && (
        <Typography variant="body2">{t.rule[match.rule]}</Typography>
      )}
      {match.state === 'queued' && match.reason && (
        <Chip size="small" color="warning" label={t.reason[match.reason]} />
      )}
      {match.state === 'approved' && <Chip size="small" color="success" label={t.badge.approved} />}
      {match.state === 'dismissed' && <Chip size="small" label={t.badge.dismissed} />}
      {match.state === 'dismissed' && match.dismissReason && (
        <Typography variant="body2">{t.dismissReason(match.dismissReason)}</Typography>
      )}
      {match.order && (
        <Typography variant="body2">
          {t.paidOrder} <RowCodeLink code={match.order.code} href={orderHref(match.order.id)} />
        </Typography>
      )}
      {decided && (
        <Typography variant="caption" color="text.secondary">
          {decided}
        </Typography>
      )}
    </Box>
  );
}

function DismissDialog({
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  isPending: boolean;
  error: string | null;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const checked = dismissPaymentMatchRequest.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t.reasonRequired);
      return;
    }
    setProblem(null);
    onConfirm(checked.data.reason);
  };
  return (
    <ConfirmDialog
      title={t.dismissTitle}
      confirmLabel={t.dismiss}
      cancelLabel={t.cancel}
      confirmColor="error"
      isPending={isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{t.dismissBody}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={t.reasonLabel}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        disabled={isPending}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmDialog>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComplianceAlert } from '@cambix/contract';
import type { ReactNode } from 'react';
import { staffComplianceRulesEs } from '@/i18n/staff-compliance-rules.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';

const t = staffComplianceRulesEs;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const usd = (value: unknown) => formatCurrency(text(value) || '0', 'USD');
const pen = (value: unknown) => formatCurrency(text(value) || '0', 'PEN');
const when = (value: unknown) => (text(value) ? formatDateTime(text(value)) : '—');
/** 'YYYY-MM' as people read it: 'septiembre de 2026'. */
const month = (value: unknown) => {
  const [year, number] = text(value).split('-').map(Number);
  if (!year || !number) return text(value);
  return new Intl.DateTimeFormat('es-PE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 15)),
  );
};

interface WindowOrder {
  id: number;
  code: string;
  userId: number;
  kind: 'saldo' | 'divisas';
  direction: 'compra' | 'venta' | null;
  finalizedAt: string;
  usdAmount: string;
}

/** A labelled list of lines: the orders, accounts or partners behind an alert. */
function Lines({ label, lines }: { label: string; lines: ReactNode[] }) {
  if (lines.length === 0) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line, index) => (
          <Typography key={index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function Structuring({ alert }: { alert: ComplianceAlert }) {
  const facts = alert.facts;
  const orders = list<WindowOrder>(facts.orders);
  const linked = list<{ id: number; via: string[] }>(facts.linkedCustomers);
  return (
    <>
      <Why>
        {t.structuring(
          orders.length,
          usd(facts.totalUsd),
          count(facts.windowDays),
          usd(facts.thresholdUsd),
          when(facts.windowStart),
        )}
      </Why>
      <Lines
        label={t.orders}
        lines={orders.map((order) => {
          const kind = order.kind === 'saldo' ? t.saldo : order.direction === 'venta' ? t.venta : t.compra;
          const other = order.userId === alert.customer.id ? '' : ` · ${t.customerNumber(order.userId)}`;
          return `${order.code} · ${kind} · ${formatDateTime(order.finalizedAt)} · ${usd(order.usdAmount)}${other}`;
        })}
      />
      <Lines
        label={t.linked}
        lines={linked.map(
          (customer) =>
            `${t.customerNumber(customer.id)}: ${customer.via.map((via) => t.via[via] ?? via).join(', ')}`,
        )}
      />
    </>
  );
}

function SuddenChange({ alert }: { alert: ComplianceAlert }) {
  const facts = alert.facts;
  return (
    <>
      <Why>
        {t.suddenChange(
          text(facts.orderCode),
          pen(facts.amountPen),
          count(facts.factor),
          pen(facts.monthlyAveragePen),
          pen(facts.limitPen),
        )}
      </Why>
      <Typography variant="body2" color="text.secondary">
        {t.history(
          count(facts.monthsCounted),
          month(facts.fromMonth),
          month(facts.toMonth),
          pen(facts.historyTotalPen),
        )}
      </Typography>
    </>
  );
}

function NewAccounts({ alert }: { alert: ComplianceAlert }) {
  const facts = alert.facts;
  const accounts = list<{
    bank: string;
    currency: string;
    accountEnding: string;
    createdAt: string;
    deletedAt: string | null;
  }>(facts.accounts);
  return (
    <>
      <Why>
        {t.newAccounts(
          count(facts.count),
          count(facts.windowDays),
          count(facts.threshold),
          when(facts.windowStart),
        )}
      </Why>
      <Lines
        label={t.accounts}
        lines={accounts.map(
          (account) =>
            `${account.bank} · ${account.currency} · ••••${account.accountEnding} · ${formatDateTime(account.createdAt)}${account.deletedAt ? ` · ${t.deleted}` : ''}`,
        )}
      />
    </>
  );
}

function RejectedIdentity({ alert }: { alert: ComplianceAlert }) {
  const facts = alert.facts;
  return (
    <>
      <Why>{t.rejected(text(facts.orderCode), pen(facts.amountPen), when(facts.rejectedAt))}</Why>
      {text(facts.rejectionReason) && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.rejectionReason}: {text(facts.rejectionReason)}
        </Typography>
      )}
    </>
  );
}

function SharedPartnerClient({ alert }: { alert: ComplianceAlert }) {
  const facts = alert.facts;
  const partners = list<{ partner: string; clientId: number }>(facts.partners);
  return (
    <>
      <Why>{t.shared(text(facts.document), partners.length, text(facts.orderCode))}</Why>
      <Lines label={t.partners} lines={partners.map((row) => t.partnerClient(row.partner, row.clientId))} />
    </>
  );
}

function ThirdPartyPayer({ alert }: { alert: ComplianceAlert }) {
  const facts = alert.facts;
  return (
    <>
      <Why>{t.thirdPartyPayer(text(facts.orderCode), pen(facts.amountPen), text(facts.payerName))}</Why>
      <Lines
        label={t.payment}
        lines={[
          ...(text(facts.payerDocument) ? [t.payerDocument(text(facts.payerDocument))] : []),
          ...(text(facts.operationNumber) ? [t.incomingOperation(text(facts.operationNumber))] : []),
        ]}
      />
    </>
  );
}

function Why({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2">
      <strong>{t.why}: </strong>
      {children}
    </Typography>
  );
}

const BY_KIND: Partial<Record<ComplianceAlert['kind'], (props: { alert: ComplianceAlert }) => ReactNode>> = {
  structuring: Structuring,
  'sudden-change': SuddenChange,
  'new-accounts': NewAccounts,
  'rejected-identity': RejectedIdentity,
  'shared-partner-client': SharedPartnerClient,
  'third-party-payer': ThirdPartyPayer,
};

/** Why a rule's alert fired (docs/rules/compliance.md#rules): its orders, figures and window. */
export function RuleFacts({ alert }: { alert: ComplianceAlert }) {
  const Facts = BY_KIND[alert.kind];
  return Facts ? <Facts alert={alert} /> : null;
}

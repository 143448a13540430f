import Typography from '@mui/material/Typography';
import { DIRECTION_LABELS, FUNDS_ORIGINS, ORDER_STATUS, formatRate, type AdminOrder } from '@cambix/contract';
import { InfoList } from '@/components/ui/info-list.tsx';
import { staffOrderDivisasEs } from '@/i18n/staff-order-divisas.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';
import { receivedMoney, sentMoney } from '../exchange-money.ts';
import { ExchangeChips } from './exchange-chips.tsx';
import { Section } from './order-sections.tsx';

const t = staffOrderDivisasEs;

/** A divisas order's figures (docs/rules/exchange.md): each amount in its currency, the rate and the spread. */
export function ExchangeSection({ order }: { order: AdminOrder }) {
  const exchange = order.exchange;
  if (!exchange) return null;
  return (
    <Section title={t.sections.exchange}>
      <ExchangeChips order={order} />
      <InfoList
        items={[
          { label: t.exchange.direction, value: DIRECTION_LABELS[exchange.direction] },
          { label: t.exchange.usd, value: formatCurrency(exchange.usdAmount, 'USD') },
          { label: t.exchange.rate, value: formatRate(exchange.rate) },
          { label: t.exchange.sent, value: sentMoney(order) },
          { label: t.exchange.received, value: receivedMoney(order) },
          { label: t.exchange.spread, value: formatCurrency(exchange.spread, 'PEN'), wide: true },
          {
            label: t.exchange.lockedUntil,
            value: exchange.lockedUntil
              ? formatDateTime(exchange.lockedUntil)
              : order.status === ORDER_STATUS.TEMPORAL
                ? t.exchange.indicative
                : t.exchange.fixedAtFinalize,
            wide: true,
          },
        ]}
      />
    </Section>
  );
}

/** Origen de fondos and the declaración jurada (docs/rules/exchange.md#origen-de-fondos). */
export function ComplianceSection({ order }: { order: AdminOrder }) {
  const origin = order.fundsOrigin
    ? (FUNDS_ORIGINS[order.fundsOrigin as keyof typeof FUNDS_ORIGINS] ?? order.fundsOrigin)
    : null;
  return (
    <Section title={t.sections.compliance}>
      <InfoList
        items={[
          {
            label: t.compliance.origin,
            value: origin
              ? order.fundsOriginDetail
                ? `${origin}: ${order.fundsOriginDetail}`
                : origin
              : t.compliance.none,
            wide: true,
          },
          {
            label: t.compliance.declaration,
            value: order.declaration ? (
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t.compliance.signed(order.declaration.signedBy, formatDateTime(order.declaration.signedAt))}
              </Typography>
            ) : (
              t.compliance.notNeeded
            ),
            wide: true,
          },
        ]}
      />
    </Section>
  );
}

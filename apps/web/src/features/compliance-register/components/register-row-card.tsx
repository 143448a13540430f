import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatRate,
  FUNDS_ORIGINS,
  nationalityLabel,
  REGISTER_PARTIES,
  type RegisterPartyView,
  type RegisterRow,
} from '@cambix/contract';
import { staffComplianceRegisterEs } from '@/i18n/staff-compliance-register.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';

const t = staffComplianceRegisterEs;

const fundsText = (row: RegisterRow) => {
  if (!row.fundsOrigin) return t.unknown;
  const label = FUNDS_ORIGINS[row.fundsOrigin as keyof typeof FUNDS_ORIGINS] ?? row.fundsOrigin;
  return row.fundsOriginDetail ? `${label}: ${row.fundsOriginDetail}` : label;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Party({ title, party }: { title: string; party: RegisterPartyView }) {
  const pep = party.isPep === null ? t.unknown : party.isPep ? t.yes : t.no;
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {party.names}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`${t.document}: ${[party.documentType, party.documentNumber].filter(Boolean).join(' ') || t.unknown}`}
        <br />
        {`${t.nationality}: ${nationalityLabel(party.nationality) ?? t.unknown}`}
        <br />
        {`${t.occupation}: ${party.occupation ?? t.unknown}`}
        <br />
        {`${t.address}: ${party.address ?? t.unknown}`}
        <br />
        {`${t.pep}: ${pep}`}
      </Typography>
    </Box>
  );
}

/** One row of the register: the operation, its funds and declaración, and its three parties. */
export function RegisterRowCard({
  row,
  canCorrect,
  onCorrect,
}: {
  row: RegisterRow;
  canCorrect: boolean;
  onCorrect(row: RegisterRow): void;
}) {
  const superseded = row.correctedById !== null;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t.row(row.id)}
      sx={{ p: 2, display: 'grid', gap: 2, opacity: superseded ? 0.7 : 1 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h3" component="h2">
            {row.orderCode}
          </Typography>
          <Chip size="small" label={t.type[row.type]} />
          <Chip size="small" variant="outlined" label={t.reason[row.reason]} />
          <Chip
            size="small"
            variant="outlined"
            label={
              row.partnerName ? `${t.channel[row.channel]} · ${row.partnerName}` : t.channel[row.channel]
            }
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {`${t.row(row.id)} · ${formatDateTime(row.operatedAt)}`}
          </Typography>
          {canCorrect && !superseded && (
            <Button size="small" variant="outlined" onClick={() => onCorrect(row)}>
              {t.correct}
            </Button>
          )}
        </Stack>
      </Stack>
      {(row.correctsId !== null || superseded) && (
        <Typography variant="body2" color="warning.dark">
          {row.correctsId !== null &&
            `${t.corrects(row.correctsId)} — ${t.correctionBy(row.correctedByName ?? '', row.correctionReason ?? '')}`}
          {superseded && t.correctedIn(row.correctedById ?? 0)}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Figure label={t.sent} value={formatCurrency(row.sendAmount, row.sendCurrency)} />
        <Figure label={t.received} value={formatCurrency(row.receiveAmount, row.receiveCurrency)} />
        <Figure label={t.rate} value={row.rate ? formatRate(row.rate) : t.unknown} />
        <Figure label={t.usd} value={formatCurrency(row.usdEquivalent, 'USD')} />
        <Figure label={t.funds} value={fundsText(row)} />
        <Figure
          label={t.declaration}
          value={row.declarationSignature ? t.signedBy(row.declarationSignature) : t.notSigned}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {REGISTER_PARTIES.map((party) => (
          <Party key={party} title={t.party[party]} party={row[party]} />
        ))}
      </Box>
    </Paper>
  );
}

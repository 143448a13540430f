import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RISK_LEVEL_NAMES, type CustomerRisk, type RiskLevel } from '@cambix/contract';
import { useState } from 'react';
import { limaDayText, staffComplianceRiskEs } from '@/i18n/staff-compliance-risk.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { ReviewDialog } from './review-dialog.tsx';

const t = staffComplianceRiskEs;

const LEVEL_COLOR: Record<RiskLevel, 'error' | 'warning' | 'success'> = {
  high: 'error',
  medium: 'warning',
  low: 'success',
};

/** One customer's level: its factors with their reasons, its review, its history, and the review action. */
export function RiskCard({
  risk,
  canEdit,
  onDone,
}: {
  risk: CustomerRisk;
  canEdit: boolean;
  onDone(message: string): void;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1,
        minWidth: 0,
        borderColor: risk.overdue ? 'error.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={t.level[risk.level]} color={LEVEL_COLOR[risk.level]} />
        <Chip size="small" variant="outlined" label={t.score(risk.score)} />
        {risk.reviewDueOn && (
          <Chip
            size="small"
            variant={risk.overdue ? 'filled' : 'outlined'}
            color={risk.overdue ? 'error' : 'default'}
            label={
              risk.overdue
                ? t.overdue(limaDayText(risk.reviewDueOn))
                : t.reviewDue(limaDayText(risk.reviewDueOn))
            }
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{risk.customer.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {risk.customer.document} · {t.computedAt(formatDateTime(risk.computedAt))}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {risk.factors.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            {t.noFactors}
          </Typography>
        )}
        {risk.factors.map((factor) => (
          <Box component="li" key={factor.kind} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, minWidth: 28, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
            >
              {t.points(factor.points)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {factor.reason}
            </Typography>
          </Box>
        ))}
      </Box>
      {risk.lastReview && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.lastReview(risk.lastReview.by, formatDateTime(risk.lastReview.at))}: {risk.lastReview.note}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canEdit && risk.level === 'high' && (
          <Button variant="contained" size="small" onClick={() => setReviewing(true)}>
            {t.review}
          </Button>
        )}
        {risk.history.length > 0 && (
          <Button variant="text" size="small" onClick={() => setShowHistory((shown) => !shown)}>
            {showHistory ? t.hideHistory : t.showHistory(risk.history.length)}
          </Button>
        )}
      </Box>
      {showHistory && (
        <Box component="ul" aria-label={t.history} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {risk.history.map((entry, index) => (
            <Typography
              component="li"
              variant="body2"
              key={`${entry.at}-${index}`}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {formatDateTime(entry.at)} · {t.cause[entry.cause]} ·{' '}
              {t.change(
                entry.fromLevel && RISK_LEVEL_NAMES[entry.fromLevel],
                RISK_LEVEL_NAMES[entry.toLevel],
              )}{' '}
              ({t.score(entry.score)}) · {entry.actor ?? t.system}
              {entry.note ? `: ${entry.note}` : ''}
            </Typography>
          ))}
        </Box>
      )}
      {reviewing && (
        <ReviewDialog userId={risk.customer.id} onClose={() => setReviewing(false)} onDone={onDone} />
      )}
    </Paper>
  );
}

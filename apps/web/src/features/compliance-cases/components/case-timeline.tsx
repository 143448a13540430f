import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComplianceCaseItem } from '@cambix/contract';
import { staffComplianceCasesEs } from '@/i18n/staff-compliance-cases.ts';
import { staffComplianceRulesEs } from '@/i18n/staff-compliance-rules.ts';
import { staffComplianceScreeningEs } from '@/i18n/staff-compliance-screening.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';
import { useOpenDocument } from '../api/cases.ts';

const t = staffComplianceCasesEs.detail;
const COLORS = { alert: 'warning', order: 'primary', document: 'secondary', note: 'default' } as const;
const alertStatus = staffComplianceScreeningEs.alerts.statusOf as Record<string, string>;

/** What the case collected, oldest first, each with who added it and when; nothing here is ever edited. */
export function CaseTimeline({ caseId, items }: { caseId: number; items: ComplianceCaseItem[] }) {
  const open = useOpenDocument(caseId);
  if (items.length === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Paper
          component="li"
          key={item.id}
          variant="outlined"
          sx={{ p: 1.5, display: 'grid', gap: 0.5, minWidth: 0 }}
          aria-label={t.kind[item.kind]}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" color={COLORS[item.kind]} label={t.kind[item.kind]} />
            <Typography variant="caption" color="text.secondary">
              {t.addedBy(item.addedBy, formatDateTime(item.addedAt))}
            </Typography>
          </Box>
          {item.alert && (
            <Typography variant="body2">
              {t.alertLine(
                staffComplianceRulesEs.kind[item.alert.kind] ?? item.alert.kind,
                alertStatus[item.alert.status] ?? item.alert.status,
                formatDateTime(item.alert.createdAt),
              )}
            </Typography>
          )}
          {item.order && (
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{item.order.code}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t.orderLine(
                  item.order.type,
                  formatCurrency(item.order.sendAmount, item.order.sendCurrency),
                  formatCurrency(item.order.receiveAmount, item.order.receiveCurrency),
                )}{' '}
                · {formatDateTime(item.order.createdAt)}
              </Typography>
            </Box>
          )}
          {item.document && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.document.fileName}
              </Typography>
              <Button
                size="small"
                onClick={() => open.mutate({ itemId: item.id, fileName: item.document!.fileName })}
              >
                {t.open}
              </Button>
            </Box>
          )}
          {item.text && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.text}
            </Typography>
          )}
        </Paper>
      ))}
      {open.error && (
        <Typography color="error" variant="body2">
          {isApiError(open.error) ? open.error.message : staffComplianceCasesEs.loadFailed}
        </Typography>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { publishRatesRequest } from '@cambix/contract/schemas';
import {
  formatRate,
  limaToday,
  type ExchangeRates,
  type PublishRatesRequest,
  type RateTier,
} from '@cambix/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { usePublishRates, useRateHistory } from '@/features/exchange-rates';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { FieldGroup } from '../field-group.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';
import { boardSpread } from './board-spread.ts';
import { TierTable } from './tier-table.tsx';

const t = staffExchangeEs.publish;

const EMPTY_TIER: RateTier = { fromUsd: '', toUsd: '', rate: '' };

/** The board in force as the form's rows; one empty row per side before the first board. */
const toFormValues = (board: Pick<ExchangeRates, 'buy' | 'sell'>): PublishRatesRequest => ({
  buy: board.buy.length > 0 ? board.buy : [EMPTY_TIER],
  sell: board.sell.length > 0 ? board.sell : [EMPTY_TIER],
});

/**
 * Publicar tipo de cambio: the two tier tables, prefilled from the board in force, with the middle rate and
 * the spread the guard will measure shown as the staff types. A refusal keeps every row.
 */
export function PublishRatesForm({
  board,
  maxSpreadPercent,
}: {
  board: ExchangeRates;
  maxSpreadPercent: string;
}) {
  const publish = usePublishRates();
  const section = useSectionForm({
    schema: publishRatesRequest,
    values: toFormValues(board),
    save: async (body) => toFormValues(await publish.mutateAsync(body)),
  });
  const { control, reset } = section.form;
  const [buy, sell] = useWatch({ control, name: ['buy', 'sell'] });
  const isDirty = section.isDirty;
  // A board published elsewhere (another staff member, the socket) replaces rows nobody is editing.
  useEffect(() => {
    if (!isDirty) reset(toFormValues(board));
  }, [board, isDirty, reset]);
  const publisher = useRateHistory(limaToday(new Date())).data?.recent.find((entry) => entry.id === board.id);
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <FieldGroup title={t.heading} hint={t.hint} columns={2}>
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', mb: 1 }}>
          {board.publishedAt
            ? t.inForce(formatDateTime(board.publishedAt), publisher?.publishedBy ?? null)
            : t.none}
        </Typography>
        <TierTable form={section.form} side="buy" title={t.buy} hint={t.buyHint} />
        <TierTable form={section.form} side="sell" title={t.sell} hint={t.sellHint} />
      </FieldGroup>
      <SpreadLine buy={buy} sell={sell} maxSpreadPercent={maxSpreadPercent} />
      <SectionActions {...section} label={t.publish} savingLabel={t.publishing} savedMessage={t.published} />
    </Box>
  );
}

function SpreadLine({
  buy,
  sell,
  maxSpreadPercent,
}: {
  buy: RateTier[];
  sell: RateTier[];
  maxSpreadPercent: string;
}) {
  const spread = boardSpread(buy, sell);
  if (spread.kind === 'pending')
    return (
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t.spreadPending}
      </Typography>
    );
  const tooWide = spread.kind === 'ok' && Number(spread.percent) > Number(maxSpreadPercent);
  return (
    <Alert
      severity={spread.kind === 'negative' || tooWide ? 'warning' : 'info'}
      icon={false}
      aria-live="polite"
      sx={{ '& .MuiAlert-message': { display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 } }}
    >
      <span>
        {t.middle}: <strong>{formatRate(spread.middle)}</strong>
      </span>
      <span>
        {t.spread}:{' '}
        {spread.kind === 'negative' ? (
          <strong>{t.spreadNegative}</strong>
        ) : (
          <>
            <strong>{formatRate(spread.spread)}</strong> · {t.spreadOf(spread.percent, maxSpreadPercent)}
          </>
        )}
      </span>
    </Alert>
  );
}

import type { PublishRatesRequest, RateBoard } from '@cambix/contract';

/**
 * Where boards come from (docs/rules/exchange.md#rates). Every source publishes through the same guard and
 * the same audit (publish-board.ts); a reference-rate source (SBS, a market feed) adds its own here.
 */
export interface RateSource<Input> {
  /** Stored in `exchange_rates.source`. */
  name: string;
  /** The board this source publishes from what it was given. */
  boardOf(input: Input): RateBoard;
}

/** Staff publish in Ajustes › Divisas: the board is what they typed, tier by tier. */
export const manualSource: RateSource<PublishRatesRequest> = {
  name: 'manual',
  boardOf: (input) => ({
    buy: input.buy.map(({ fromUsd, toUsd, rate }) => ({ fromUsd, toUsd, rate })),
    sell: input.sell.map(({ fromUsd, toUsd, rate }) => ({ fromUsd, toUsd, rate })),
  }),
};

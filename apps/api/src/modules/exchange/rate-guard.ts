import { parseRate, type RateBoard } from '@cambix/contract';
import { AppError } from '../../platform/errors.ts';
import { parsePercent } from '../../platform/money.ts';

const formatPercent = (hundredths: bigint): string =>
  `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}%`;

/**
 * The guard every rate source publishes through (docs/rules/exchange.md#rates): no buy rate above a sell
 * rate, and the widest pair (highest sell against lowest buy) within `maxSpreadPercent` of the middle rate.
 */
export function assertBoardWithinGuard(board: RateBoard, maxSpreadPercent: string): void {
  const buys = board.buy.map((tier) => parseRate(tier.rate));
  const sells = board.sell.map((tier) => parseRate(tier.rate));
  const highestBuy = buys.reduce((a, b) => (b > a ? b : a));
  const lowestBuy = buys.reduce((a, b) => (b < a ? b : a));
  const highestSell = sells.reduce((a, b) => (b > a ? b : a));
  const lowestSell = sells.reduce((a, b) => (b < a ? b : a));
  if (highestBuy > lowestSell) throw new AppError('RATE_SPREAD_NEGATIVE');
  // Twice the middle rate keeps the comparison exact: spread / (2·mid / 2) · 100 > bound.
  const twiceMiddle = highestBuy + lowestSell;
  const widest = highestSell - lowestBuy;
  const bound = parsePercent(maxSpreadPercent);
  if (widest * 2n * 100n * 100n > bound * twiceMiddle) {
    // Rounded up: a spread a hair above the bound never reads as equal to it.
    const spread = (widest * 2n * 100n * 100n + twiceMiddle - 1n) / twiceMiddle;
    throw new AppError('RATE_SPREAD_TOO_WIDE', {
      message: `El diferencial entre compra y venta es ${formatPercent(spread)} y el máximo configurado en Ajustes es ${formatPercent(bound)}.`,
      extra: { spreadPercent: formatPercent(spread).slice(0, -1), maxSpreadPercent },
    });
  }
}

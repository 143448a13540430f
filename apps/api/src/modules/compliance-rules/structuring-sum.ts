import type { RateBoard } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { readNewestBoard } from '../exchange/index.ts';
import { ruleSettings } from './rule-settings.ts';
import { structuringWindow } from './structuring-window.ts';

/**
 * The dollars of the customer's own orders under the threshold already finalized in the structuring window
 * (docs/rules/compliance.md#structuring): what a new order adds to, to know whether it is the one that
 * reaches the declaración jurada's threshold. Only their own: the declaración is the customer's statement
 * of their own funds, and asking it for a linked customer's orders would tell them of the link (decision
 * 156); the alert still counts the linked customers.
 * Soles are measured on the board given (the order's), else on the newest one.
 */
export async function structuringSumUsd(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  now: Date,
  board: RateBoard | null,
): Promise<string> {
  const settings = await ruleSettings(ctx, tx);
  const window = await structuringWindow(
    tx,
    userId,
    now,
    settings.structuringWindowDays,
    settings.declarationThresholdUsd,
    board ?? (await readNewestBoard(tx))?.board ?? null,
    false,
  );
  return window.totalUsd;
}

// Public entry of the exchange module (divisas: docs/rules/exchange.md). Other modules import only this file.
export { currentBoard, readNewestBoard, type PublishedBoard } from './current-board.ts';
export { exchangeRefusal } from './quote-exchange.ts';
export { countLapsedLocks, isIndicativeFor, type LockHolder } from './lapsed-rate-locks.ts';
export { rateLockTerms } from './rate-lock-terms.ts';
export { announceRates, ratesView } from './rates-view.ts';

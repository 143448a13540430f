import { dollarsOfSoles, formatMoney, needsDeclaration, parseMoney } from '@cambix/contract';
import type { newOrderRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { problem, refuse } from '../../platform/refusal.ts';
import type { PublishedBoard } from '../exchange/index.ts';

type Declaration = Pick<
  z.output<typeof newOrderRequest>,
  'fundsOrigin' | 'fundsOriginDetail' | 'declarationSignature'
>;

/** What an order keeps of its origen de fondos and declaración jurada. */
export interface FundsColumns {
  fundsOrigin: string;
  fundsOriginDetail: string | null;
  declarationRequired: boolean;
  declarationSignature: string | null;
  declarationSignedAt: Date | null;
}

/** The dollars of an order's soles for the declaración jurada, on the board in force; null without one. */
export const usdOfSoles = (soles: string, inForce: PublishedBoard | null): string | null =>
  inForce ? dollarsOfSoles(soles, inForce.board) : null;

/** Names compared as people type them: no case, no accents, single spaces. */
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-PE')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The one decision whether an order needs the declaración jurada, for every channel. From the threshold it
 * does; without a board to measure soles by, it does not. Under reinforced due diligence every order needs
 * it, whatever the amount: a PEP's (docs/rules/compliance.md#pep) and a high-risk customer's
 * (docs/rules/compliance.md#customer-risk). So does the order whose dollars, added to
 * `windowUsd` (the customer's orders under the threshold already finalized in the structuring window:
 * `structuringSumUsd`), reach the threshold (docs/rules/compliance.md#structuring).
 */
export const declarationRequiredFor = (
  usdAmount: string | null,
  thresholdUsd: string,
  reinforced: boolean,
  windowUsd: string,
): boolean =>
  reinforced ||
  (usdAmount !== null &&
    needsDeclaration(formatMoney(parseMoney(usdAmount) + parseMoney(windowUsd)), thresholdUsd));

/** The origen de fondos an order declares (the detail only with `otro`), its declaración not signed yet. */
export function fundsOriginOf(
  request: Pick<Declaration, 'fundsOrigin' | 'fundsOriginDetail'>,
  declarationRequired: boolean,
): FundsColumns {
  const detail = request.fundsOrigin === 'otro' ? (request.fundsOriginDetail ?? null) : null;
  return {
    fundsOrigin: request.fundsOrigin,
    fundsOriginDetail: detail || null,
    declarationRequired,
    declarationSignature: null,
    declarationSignedAt: null,
  };
}

/**
 * The origen de fondos every customer order declares, and from the threshold the declaración jurada signed
 * with the customer's full name as they place it (docs/rules/exchange.md#origen-de-fondos). `usdAmount`
 * null: no board to measure soles by, so no declaración is asked.
 */
export function fundsDeclarationOf(
  request: Declaration,
  fullName: string,
  usdAmount: string | null,
  thresholdUsd: string,
  reinforced: boolean,
  windowUsd: string,
  now: Date,
): FundsColumns {
  const columns = fundsOriginOf(
    request,
    declarationRequiredFor(usdAmount, thresholdUsd, reinforced, windowUsd),
  );
  if (!columns.declarationRequired) return columns;
  return { ...columns, ...signedDeclaration(request.declarationSignature, fullName, now) };
}

/** The declaración jurada signed with the customer's full name, or the refusal under its field. */
export function signedDeclaration(
  signature: string | undefined,
  fullName: string,
  now: Date,
): { declarationSignature: string; declarationSignedAt: Date } {
  if (!signature || comparable(signature) !== comparable(fullName)) {
    throw refuse([
      problem(
        'declarationSignature',
        'DECLARATION_REQUIRED',
        signature ? 'Firma con tu nombre completo, tal como figura en tu documento.' : undefined,
      ),
    ]);
  }
  return { declarationSignature: signature.trim(), declarationSignedAt: now };
}

import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import { storedAmount } from '../common/money-schemas.ts';
import { STAFF_MODULES } from '../staff-modules.ts';

// What waits for a second person (docs/rules/finance-reports.md#four-eyes, decisions 131 and 148).

export const APPROVAL_KINDS = ['reversal', 'settlement', 'points', 'manual-movement'] as const;
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;

const person = z.object({ id: z.number().int(), name: z.string() });

/** A reversal, partner settlement, points adjustment or manual movement as staff read it before deciding. */
export const approvalRequest = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  state: z.enum(APPROVAL_STATES),
  /** The module whose edit its approver must hold. */
  module: z.enum(STAFF_MODULES),
  summary: z.string(),
  /** The money that would leave the account, in its currency; null for points. */
  amount: storedAmount.nullable(),
  currency: z.enum(['PEN', 'USD']).nullable(),
  /** The account the money leaves, as the finance screens name it. */
  accountLabel: z.string().nullable(),
  /** The points a points adjustment adds or takes. */
  points: z.number().int().nullable(),
  /** The customer a points adjustment is for, so the customer file lists what waits for them. */
  customerId: z.number().int().nullable(),
  note: z.string().nullable(),
  createdBy: person,
  createdAt: z.string(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;

/** The pending requests of the modules the caller may view, oldest first. */
export const approvalList = z.object({ rows: z.array(approvalRequest) });
export type ApprovalList = z.infer<typeof approvalList>;

export const approvalParams = idParams('requestId', 'Solicitud no válida.');
export type ApprovalParams = z.input<typeof approvalParams>;

export const rejectApprovalRequest = z.object({
  reason: z
    .string({ error: 'Escribe el motivo.' })
    .trim()
    .min(3, 'Escribe el motivo (al menos 3 caracteres).')
    .max(300, 'Usa como máximo 300 caracteres.'),
});
export type RejectApprovalRequest = z.input<typeof rejectApprovalRequest>;

import { newOrderRequest } from '@cambix/contract/schemas';
import { inArray } from 'drizzle-orm';
import { loadSharp } from '../platform/sharp.ts';
import type { AppContext } from '../platform/context.ts';
import { users } from '../platform/db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { Principal } from '../platform/http/access.ts';
import {
  approvePayment,
  cancelOrder,
  observeOrder,
  payOutOrder,
  rejectPayment,
} from '../modules/order-pipeline/index.ts';
import { attachVoucher, createOrder, finalizeOrder } from '../modules/orders/index.ts';
import { pointsBalance } from '../modules/points/index.ts';
import { MINUTE_MS } from './demo-history-business-hours.ts';
import { CANCELLATION_REASONS, OBSERVATION_NOTES, REJECTION_REASONS } from './demo-history-customers.ts';
import type { PlannedOrder } from './demo-history-plan-orders.ts';

export interface Staff {
  payments: Principal;
  payouts: Principal;
}

function principal(userId: number, role: Principal['role']): Principal {
  return { userId, role, sessionId: 'demo-history', authTime: 0 };
}

export async function staffOf(ctx: AppContext): Promise<{ staff: Staff; adminId: number }> {
  const rows = await ctx.db
    .select({ id: users.id, documentNumber: users.documentNumber })
    .from(users)
    .where(inArray(users.documentNumber, ['10000001', '10000003']));
  const admin = rows.find((row) => row.documentNumber === '10000001');
  const colaborador = rows.find((row) => row.documentNumber === '10000003');
  if (!admin || !colaborador) throw new Error('demo staff missing');
  return {
    adminId: admin.id,
    staff: {
      payments: principal(colaborador.id, 'Colaborador'),
      payouts: principal(admin.id, 'Administrador'),
    },
  };
}

export async function voucherImages(): Promise<Buffer[]> {
  const colors = ['#0b4f9c', '#0f766e', '#1d4ed8', '#b91c1c'];
  const sharp = await loadSharp();
  return Promise.all(
    colors.map((background) =>
      sharp({ create: { width: 360, height: 640, channels: 3, background } })
        .composite([
          {
            input: {
              create: { width: 300, height: 420, channels: 3, background: '#ffffff' },
            },
            top: 110,
            left: 30,
          },
        ])
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
}

/** Whether a use case refused (a limit reached, a coupon used up): the history skips that order and goes on. */
function refused(error: unknown): boolean {
  return error instanceof AppError;
}

/**
 * The history of one order as timeline steps: created, paid with a voucher, approved by Pagos, paid out by
 * Devoluciones (or rejected, observed and fixed or cancelled, abandoned), each at its own minute.
 */
export function orderSteps(
  ctx: AppContext,
  codes: { next: string | null },
  order: PlannedOrder,
  staff: Staff,
  vouchers: Buffer[],
  bankIds: Map<string, number>,
): { at: Date; run: () => Promise<void> }[] {
  const random = order.random;
  let orderId = 0;
  let at = order.createdAt.getTime();
  const later = (minutes: number) => {
    at += minutes * MINUTE_MS;
    return new Date(at);
  };
  const alive = () => orderId !== 0;
  const voucher = () => ({ data: vouchers[random.int(0, vouchers.length - 1)]!, filename: 'constancia.jpg' });
  const operation = () => random.digits(8);
  const steps: { at: Date; run: () => Promise<void> }[] = [];
  const step = (minutes: number, run: () => Promise<unknown>) => {
    steps.push({
      at: later(minutes),
      run: async () => {
        if (!alive()) return;
        try {
          await run();
        } catch (error) {
          if (!refused(error)) throw error;
          orderId = 0;
        }
      },
    });
  };

  steps.push({
    at: new Date(at),
    run: async () => {
      const points = order.redeem ? await pointsBalance(ctx.db, order.customer.id) : 0;
      const request = newOrderRequest.parse({
        idempotencyKey: order.idempotencyKey,
        bankId: bankIds.get(order.paymentBankCode),
        sendAmount: order.sendAmount,
        destinationAccountId: order.destinationAccountId,
        kind: order.kind,
        ...(order.direction ? { direction: order.direction } : {}),
        fundsOrigin: 'ahorros',
        // Signed as the customer would where it is asked (from US$ 5,000, or reinforced); kept only there.
        declarationSignature: order.customer.fullName,
        ...(order.promoCode ? { promoCode: order.promoCode } : {}),
        ...(points >= 100 ? { pointsToRedeem: Math.floor(points / 100) * 100 } : {}),
      });
      const create = async (withPromo: boolean) => {
        codes.next = order.code;
        return createOrder(
          ctx,
          order.customer.id,
          withPromo ? request : { ...request, promoCode: undefined },
        );
      };
      // A refusal (the monthly limit reached, a coupon used up) is what the customer would have met:
      // without the coupon they try once more, else the order is not made.
      for (const withPromo of order.promoCode ? [true, false] : [false]) {
        try {
          orderId = (await create(withPromo)).id;
          return;
        } catch (error) {
          if (!refused(error)) throw error;
        }
      }
    },
  });
  if (order.outcome === 'abandoned' || order.stop === 'temporal') return steps;

  const owner = order.customer.id;
  // A divisas order is paid and finalized while its rate is locked (15 minutes by default).
  step(order.kind === 'divisas' ? random.int(2, 8) : random.int(3, 12), () =>
    attachVoucher(ctx, { orderId, ownerId: owner, file: voucher(), operationNumber: operation() }),
  );
  step(random.int(1, 3), () => finalizeOrder(ctx, { orderId, ownerId: owner, actor: owner }));
  if (order.stop === 'pending') return steps;

  if (order.outcome === 'rejected') {
    step(random.int(10, 40), () =>
      rejectPayment(ctx, staff.payments, orderId, random.pick(REJECTION_REASONS)),
    );
    return steps;
  }
  step(random.int(10, 35), () =>
    approvePayment(ctx, staff.payments, orderId, {
      operationNumber: operation(),
      thirdPartyPayerName: null,
      thirdPartyPayerDocument: null,
    }),
  );
  if (order.stop === 'approved') return steps;

  if (order.outcome === 'fixed' || order.outcome === 'cancelled' || order.stop === 'observed') {
    step(random.int(8, 20), () => observeOrder(ctx, staff.payouts, orderId, random.pick(OBSERVATION_NOTES)));
    if (order.stop === 'observed') return steps;
    if (order.outcome === 'cancelled') {
      step(random.int(40, 70), () =>
        cancelOrder(ctx, staff.payouts, orderId, random.pick(CANCELLATION_REASONS)),
      );
      return steps;
    }
    step(random.int(15, 40), () =>
      attachVoucher(ctx, { orderId, ownerId: owner, file: voucher(), operationNumber: operation() }),
    );
    step(random.int(1, 3), () => finalizeOrder(ctx, { orderId, ownerId: owner, actor: owner }));
  }
  step(random.int(8, 25), () =>
    payOutOrder(ctx, staff.payouts, orderId, { fields: { operationNumber: operation() }, file: voucher() }),
  );
  return steps;
}

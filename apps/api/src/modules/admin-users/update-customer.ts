import { formatDecimal, parseDecimal } from '@cambix/contract';
import type { customerUpdate } from '@cambix/contract/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Mail } from '../../platform/mail.ts';
import { getSettings } from '../settings/index.ts';
import { updatePerson } from '../users/index.ts';
import { isCustomer } from './customer-query.ts';
import { getCustomer } from './get-customer.ts';
import { emailChangedMail, recordEmailChange, signsIn } from '../auth/index.ts';
import { conditionsMail, dataChangedMail } from './mails/account-update-mails.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';
import { screenCustomerNow } from '../compliance-screening/index.ts';
import { recomputeRisk } from '../compliance-risk/index.ts';

export type CustomerChanges = z.output<typeof customerUpdate>;

/** `4.5` → `4.50`: the form the database answers, so equal values compare equal; a third decimal is refused. */
export const toTwoDecimals = (value: string): string => formatDecimal(parseDecimal(value, 2), 2);

const EDITABLE = [
  'nombres',
  'apellidoPaterno',
  'apellidoMaterno',
  'email',
  'celular',
  'commissionPercent',
  'monthlyLimit',
  'isPremium',
  'isSpecial',
] as const;
type EditableField = (typeof EDITABLE)[number];
const SCREENED_NAMES: readonly EditableField[] = ['nombres', 'apellidoPaterno', 'apellidoMaterno'];
type EditableValues = { [K in EditableField]: (typeof users.$inferSelect)[K] };

const PERSONAL: readonly EditableField[] = [
  'nombres',
  'apellidoPaterno',
  'apellidoMaterno',
  'email',
  'celular',
];

function requested(input: CustomerChanges): Partial<EditableValues> {
  const values: Partial<EditableValues> = {
    nombres: input.nombres,
    apellidoPaterno: input.apellido_paterno,
    apellidoMaterno: input.apellido_materno,
    email: input.email,
    celular: input.celular,
    commissionPercent:
      input.commissionPercent === undefined
        ? undefined
        : input.commissionPercent && toTwoDecimals(input.commissionPercent),
    monthlyLimit:
      input.monthlyLimit === undefined ? undefined : input.monthlyLimit && toTwoDecimals(input.monthlyLimit),
    isPremium: input.isPremium,
    isSpecial: input.isSpecial,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const MESSAGES = {
  limitRequired: 'Indica el límite mensual del cliente especial.',
  limitPositive: 'El límite mensual debe ser mayor que cero.',
} as const;

/**
 * Staff change the whitelisted fields of a customer (module users, edit). One audit row per save with
 * only the fields that changed; the customer hears by mail about what concerns them (decision 023).
 */
export async function updateCustomer(
  ctx: AppContext,
  staffId: number,
  userId: number,
  input: CustomerChanges,
) {
  const fees = await getSettings(ctx, 'fees');
  const wanted = requested(input);
  if (
    wanted.commissionPercent &&
    !fees.commissionOptions.some((option) => toTwoDecimals(option) === wanted.commissionPercent)
  ) {
    throw new AppError('COMMISSION_NOT_IN_LIST', {
      fields: { commissionPercent: 'Elige una comisión de la lista.' },
    });
  }

  let namesChanged = false;
  // Queued inside: a mail never announces a change that was rolled back.
  const emailChanged = await ctx.db.transaction(async (tx) => {
    const outgoing: Mail[] = [];
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isCustomer))
      .for('update');
    if (!current) throw new AppError('USER_NOT_FOUND');

    const before: Partial<Record<EditableField, unknown>> = {};
    const after: Partial<Record<EditableField, unknown>> = {};
    for (const field of EDITABLE) {
      const next = wanted[field];
      if (next === undefined || next === current[field]) continue;
      before[field] = current[field];
      after[field] = next;
    }

    const isSpecial = wanted.isSpecial ?? current.isSpecial;
    const monthlyLimit = wanted.monthlyLimit === undefined ? current.monthlyLimit : wanted.monthlyLimit;
    if (isSpecial && !monthlyLimit && ('isSpecial' in after || 'monthlyLimit' in after)) {
      throw validationError({ monthlyLimit: MESSAGES.limitRequired });
    }
    if (monthlyLimit && 'monthlyLimit' in after && /^0*(\.0*)?$/.test(monthlyLimit)) {
      throw validationError({ monthlyLimit: MESSAGES.limitPositive });
    }
    if (Object.keys(after).length === 0) return false;

    if (after.email !== undefined) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, String(after.email)), ne(users.id, userId), signsIn));
      if (taken)
        throw new AppError('EMAIL_TAKEN', { fields: { email: 'Ya existe una cuenta con este correo.' } });
    }

    try {
      await updatePerson(tx, userId, after as Partial<EditableValues>, ctx.now());
    } catch (error) {
      if (uniqueViolation(error) === 'users_email_key') {
        throw new AppError('EMAIL_TAKEN', { fields: { email: 'Ya existe una cuenta con este correo.' } });
      }
      throw error;
    }
    if (after.email !== undefined) await recordEmailChange(tx, { userId, actorId: staffId, now: ctx.now() });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'user.update',
      targetType: 'user',
      targetId: userId,
      before,
      after,
    });
    // The level follows the data staff changed: occupation, PEP (docs/rules/compliance.md#customer-risk).
    await recomputeRisk(ctx, tx, userId, { cause: 'staff-edit', actorId: staffId });

    const recipient = {
      email: String(after.email ?? current.email),
      nombres: String(after.nombres ?? current.nombres),
    };
    const personal = PERSONAL.filter((field) => field in after);
    namesChanged = SCREENED_NAMES.some((field) => field in after);
    if (personal.length > 0) outgoing.push(dataChangedMail(ctx.config, recipient, personal));
    if (after.email !== undefined) {
      outgoing.push(
        emailChangedMail(ctx.config, { email: current.email, nombres: current.nombres }, recipient.email),
      );
    }
    const specialChanged = 'isSpecial' in after || (isSpecial && 'monthlyLimit' in after);
    const commissionBefore = toTwoDecimals(current.commissionPercent ?? fees.defaultCommission);
    const commissionAfter = toTwoDecimals(
      ('commissionPercent' in after ? wanted.commissionPercent : current.commissionPercent) ??
        fees.defaultCommission,
    );
    const commissionChanged = commissionBefore !== commissionAfter;
    if (commissionChanged || 'isPremium' in after || specialChanged) {
      outgoing.push(
        conditionsMail(ctx.config, recipient, {
          ...(commissionChanged
            ? { commission: { percent: commissionAfter, from: fees.flatFeeThreshold } }
            : {}),
          ...('isPremium' in after ? { premium: Boolean(after.isPremium) } : {}),
          ...(specialChanged ? { monthlyLimit: isSpecial ? monthlyLimit : null } : {}),
        }),
      );
    }
    await ctx.mailer.enqueue(tx, ...outgoing);
    return after.email !== undefined;
  });
  // New names are screened again (docs/rules/compliance.md#screening).
  if (namesChanged) await screenCustomerNow(ctx, userId, 'data-change');
  if (emailChanged) await forgetPrincipal(ctx, userId);
  if (emailChanged) ctx.events.publish({ type: 'user.sessions-revoked', userId });
  return getCustomer(ctx, userId);
}

import { ROLE_IDS, type ParsedCustomerFilters } from '@cambix/contract';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { personMatches } from '../../platform/db/person-search.ts';
import { foldSql } from '../../platform/db/text-search.ts';
import { AppError } from '../../platform/errors.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';

/** Every staff customer screen sees role Cliente only; any other id is "not found". */
export const isCustomer = eq(users.roleId, ROLE_IDS.Cliente);

export async function assertCustomerExists(db: Queryable, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isCustomer));
  if (!row) throw new AppError('USER_NOT_FOUND');
}

/** The commission in force: the customer's own, else the default of Ajustes. */
export function effectiveCommissionSql(defaultCommission: string): SQL<string> {
  return sql<string>`coalesce(${users.commissionPercent}, ${defaultCommission}::numeric)`;
}

/** Whether the filters leave out any customer: without them the list is every customer, counted ahead. */
export function narrowsCustomers(filters: ParsedCustomerFilters): boolean {
  // Every filter of the contract but the order, by name: one added there fails to compile until it is named here.
  const narrowing: Record<Exclude<keyof ParsedCustomerFilters, 'sort' | 'order'>, unknown> = {
    q: filters.q,
    status: filters.status,
    kycStep: filters.kycStep,
    commission: filters.commission,
    premium: filters.premium,
    special: filters.special,
    from: filters.from,
    to: filters.to,
  };
  return Object.values(narrowing).some((value) => value !== undefined);
}

/** Conditions of the customer list and its export. */
export function customerConditions(filters: ParsedCustomerFilters, defaultCommission: string): SQL {
  const conditions: (SQL | undefined)[] = [isCustomer];
  conditions.push(personMatches(filters.q));
  if (filters.status) conditions.push(eq(users.accountStatus, filters.status));
  if (filters.kycStep !== undefined) conditions.push(eq(users.kycStep, filters.kycStep));
  if (filters.commission) {
    conditions.push(sql`${effectiveCommissionSql(defaultCommission)} = ${filters.commission}::numeric`);
  }
  if (filters.premium !== undefined) conditions.push(eq(users.isPremium, filters.premium));
  if (filters.special !== undefined) conditions.push(eq(users.isSpecial, filters.special));
  if (filters.from) conditions.push(gte(users.createdAt, limaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(users.createdAt, limaDayEnd(filters.to)));
  return and(...conditions) as SQL;
}

// Statuses sort in the order an account lives through them, not alphabetically.
const statusRank = sql`case ${users.accountStatus}
  when 'REGISTRADO' then 1 when 'POR_VALIDAR' then 2 when 'ACTIVO' then 3
  when 'BLOQUEADO' then 4 when 'RECHAZADO' then 5 else 6 end`;

/** ORDER BY of the list: the chosen column, then the id so pages never overlap. */
export function customerOrder(filters: ParsedCustomerFilters, defaultCommission: string): SQL[] {
  // Spelled with the NULLS side the indexes are built with (users_role_created_idx is DESC NULLS LAST):
  // drizzle's asc()/desc() leave PostgreSQL's default, which no index serves, and every customer is sorted.
  const direction = (column: SQL) =>
    filters.order === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  const columns: Record<ParsedCustomerFilters['sort'], SQL[]> = {
    registeredAt: [sql`${users.createdAt}`],
    name: [
      foldSql(sql`${users.apellidoPaterno}`),
      foldSql(sql`${users.apellidoMaterno}`),
      foldSql(sql`${users.nombres}`),
    ],
    document: [sql`${users.documentNumber}`],
    email: [sql`${users.email}`],
    status: [statusRank],
    kycStep: [sql`${users.kycStep}`],
    commission: [effectiveCommissionSql(defaultCommission)],
  };
  return [...columns[filters.sort].map((column) => direction(column)), direction(sql`${users.id}`)];
}

/** The columns the list and the export read. */
export function customerRowColumns(defaultCommission: string) {
  return {
    id: users.id,
    nombres: users.nombres,
    apellido_paterno: users.apellidoPaterno,
    apellido_materno: users.apellidoMaterno,
    tipo_documento: users.documentType,
    dni: users.documentNumber,
    email: users.email,
    celular: users.celular,
    accountStatus: users.accountStatus,
    kycStep: users.kycStep,
    commissionPercent: sql<string>`round(${effectiveCommissionSql(defaultCommission)}, 2)::text`,
    isPremium: users.isPremium,
    isSpecial: users.isSpecial,
    registeredAt: users.createdAt,
  };
}

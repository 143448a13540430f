import { nationalityFor, ROLE_IDS, type StaffModule } from '@cambix/contract';
import type { AppContext } from '../../src/platform/context.ts';
import { identityDocuments, staffPermissions, users } from '../../src/platform/db/schema/index.ts';
import { hashPassword } from '../../src/platform/security/passwords.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { recordConsents, registrationConsents } from '../../src/modules/consents/index.ts';

type NewUser = typeof users.$inferInsert;

let sequence = 0;
let passwordHash: Promise<string> | undefined;

/** A customer row written straight into the test database (the customer-side endpoints are not needed). */
export async function insertCustomer(ctx: AppContext, overrides: Partial<NewUser> = {}) {
  sequence += 1;
  const number = String(70_000_000 + sequence * 37 + Math.floor(Math.random() * 30));
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await ctx.db
    .insert(users)
    .values({
      roleId: ROLE_IDS.Cliente,
      documentType: 'DNI',
      documentNumber: number,
      nombres: 'Cliente',
      apellidoPaterno: 'De Prueba',
      apellidoMaterno: 'Número',
      email: `cliente.${number}@example.pe`,
      // Each its own mobile: customers sharing one are linked for structuring (docs/rules/compliance.md).
      celular: `9${number.slice(-8)}`,
      passwordHash: await passwordHash,
      kycStep: 0,
      accountStatus: 'POR_VALIDAR',
      ...overrides,
      nationality: nationalityFor(overrides.documentType ?? 'DNI', overrides.nationality),
    })
    .returning();
  if (!row) throw new Error('customer not inserted');
  // A customer signed up under the texts in force (decision 167), as registration records it.
  if (row.roleId === ROLE_IDS.Cliente) {
    await recordConsents(ctx.db, row.id, registrationConsents(false), ctx.now(), null);
  }
  return row;
}

/** The three current identity images of a customer, stored for real. */
export async function insertIdentityDocuments(ctx: AppContext, userId: number) {
  const kinds = ['DNI_FRONT', 'DNI_BACK', 'SELFIE'] as const;
  const rows = [];
  for (const kind of kinds) {
    const data = Buffer.from(`imagen ${kind} de ${userId}`);
    const storageKey = await ctx.storage.put(data, 'jpg');
    const [row] = await ctx.db
      .insert(identityDocuments)
      .values({ userId, kind, storageKey, mimeType: 'image/jpeg', byteSize: data.length })
      .returning();
    rows.push(row!);
  }
  return rows;
}

/** A Colaborador with exactly the given module grants (none: no module at all). */
export async function insertColaborador(
  ctx: AppContext,
  grants: { module: StaffModule; canView: boolean; canEdit: boolean }[] = [],
) {
  const staff = await insertCustomer(ctx, {
    roleId: ROLE_IDS.Colaborador,
    nombres: 'Colaboradora',
    apellidoPaterno: 'Sin Permiso',
    accountStatus: 'ACTIVO',
  });
  if (grants.length > 0) {
    await ctx.db.insert(staffPermissions).values(grants.map((grant) => ({ userId: staff.id, ...grant })));
  }
  return staff;
}

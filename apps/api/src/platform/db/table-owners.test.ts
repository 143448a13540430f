import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Linter, type Rule } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';

// The lint rule of decision 147, run on made-up files placed in the tree, and its table of owners held
// against the schema.
const root = path.resolve(import.meta.dirname, '../../../../..');
const rulePath = path.join(root, 'tooling/eslint/table-owners.js');
const { tableOwners, TABLE_OWNERS } = (await import(rulePath)) as {
  tableOwners: Rule.RuleModule;
  TABLE_OWNERS: Record<string, string>;
};

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { t: { rules: { 'table-owners': tableOwners } } },
    rules: { 't/table-owners': 'error' },
  },
];

function problems(file: string, code: string): string[] {
  const filename = path.join(root, 'apps/api/src', file);
  return linter.verify(code, config, { filename }).map((message) => message.message);
}

const SCHEMA = "import { orders, pointsLedger } from '../../platform/db/schema/index.ts';\n";

describe('only the owning module writes a table', () => {
  it('refuses an insert, an update or a delete on another module’s table', () => {
    for (const write of ['tx.insert(orders).values({})', 'tx.update(orders).set({})', 'tx.delete(orders)']) {
      expect(problems('modules/order-pipeline/pay.ts', `${SCHEMA}${write};`)).toEqual([
        expect.stringContaining("'orders' belongs to the 'orders' module"),
      ]);
    }
  });

  it('lets the owner write, and anyone read', () => {
    expect(problems('modules/orders/pay.ts', `${SCHEMA}tx.update(orders).set({});`)).toEqual([]);
    expect(problems('modules/order-pipeline/pay.ts', `${SCHEMA}tx.select().from(orders);`)).toEqual([]);
  });

  it('refuses SQL text that writes another module’s table, under whatever name it was imported', () => {
    const code =
      "import { pointsLedger as ledger } from '../../platform/db/schema/index.ts';\n" +
      'sql`insert into ${ledger} (user_id) values (1)`;';
    expect(problems('modules/orders/other.ts', code)).toEqual([
      expect.stringContaining("'pointsLedger' belongs to the 'points' module"),
    ]);
    expect(problems('modules/orders/other.ts', `${SCHEMA}sql\`select * from \${pointsLedger}\`;`)).toEqual(
      [],
    );
  });

  it('lets a listed file write what it is listed for, and nothing else', () => {
    const write = 'sql`insert into ${pointsLedger} (user_id) values (1)`; tx.update(orders).set({});';
    expect(problems('modules/orders/write-new-order.ts', `${SCHEMA}${write}`)).toEqual([]);
    expect(problems('modules/orders/create-order.ts', `${SCHEMA}${write}`)).toEqual([
      expect.stringContaining("'pointsLedger' belongs to the 'points' module"),
    ]);
  });

  it('leaves seed data, tests and type-only imports alone', () => {
    const write = 'tx.insert(orders).values({});';
    expect(problems('seed/demo.ts', `${SCHEMA}${write}`)).toEqual([]);
    expect(problems('modules/order-pipeline/pay.test.ts', `${SCHEMA}${write}`)).toEqual([]);
    const typeOnly = "import type { orders } from '../../platform/db/schema/index.ts';\nmap.delete(orders);";
    expect(problems('modules/order-pipeline/pay.ts', typeOnly)).toEqual([]);
  });

  it('refuses a table declared without an owner', () => {
    const code = "export const ghosts = pgTable('ghosts', {});";
    expect(problems('platform/db/schema/ghosts.ts', code)).toEqual([
      expect.stringContaining("Table 'ghosts' has no owner"),
    ]);
  });

  it('names an owner for every table of the schema, and no table that is gone', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
  });
});

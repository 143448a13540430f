import { ROLE_IDS } from '@cambix/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../../platform/db/schema/index.ts';
import { containsSql, foldSql, searchWords } from '../../platform/db/text-search.ts';

const searchable = foldSql(
  sql`concat_ws(' ', ${users.nombres}, ${users.apellidoPaterno}, ${users.apellidoMaterno}, ${users.documentNumber})`,
);

/**
 * Customers (role Cliente) with every word of `q` in their names or document, folded for case and
 * accents as the customer list's search does (decision 024).
 */
export function customerMatches(q: string): SQL {
  return and(
    eq(users.roleId, ROLE_IDS.Cliente),
    ...searchWords(q).map((word) =>
      // Digits are only ever in the document: compared as they are, without folding every name.
      /^\d+$/.test(word) ? sql`${users.documentNumber} like ${`%${word}%`}` : containsSql(searchable, word),
    ),
  ) as SQL;
}

import { and, sql, type SQL } from 'drizzle-orm';
import { users } from './schema/index.ts';
import { containsSql, foldSql, searchWords } from './text-search.ts';

/**
 * A person's names, document, e-mail and phone as one folded text: exactly the expression of the trigram
 * index users_search_trgm_idx (migration 0019), so on PostgreSQL a search word is found through the index
 * instead of a read of every user (decision 119). Joined with `||` and coalesce rather than concat_ws,
 * because an index expression must be immutable and concat_ws is not.
 */
export const personSearchTextSql = foldSql(
  sql`coalesce(${users.nombres}, '') || ' ' || coalesce(${users.apellidoPaterno}, '') || ' ' || coalesce(${users.apellidoMaterno}, '') || ' ' || coalesce(${users.documentNumber}, '') || ' ' || coalesce(${users.email}, '') || ' ' || coalesce(${users.celular}, '')`,
);

/** Users with every word of `q` somewhere in their names, document, e-mail or phone; undefined without words. */
export function personMatches(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => containsSql(personSearchTextSql, word)));
}

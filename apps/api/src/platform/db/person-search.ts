import { and, type SQL } from 'drizzle-orm';
import { users } from './schema/index.ts';
import { containsSql, searchWords } from './text-search.ts';

/**
 * Users with every word of `q` somewhere in their names, document, e-mail or phone; undefined without words.
 * The words are looked up in users.search_text, the folded text the database keeps, through its trigram index
 * on PostgreSQL (decisions 119 and 204).
 */
export function personMatches(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => containsSql(users.searchText, word)));
}

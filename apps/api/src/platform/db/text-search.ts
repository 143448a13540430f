import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const ACCENTED = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇáàäâéèëêíìïîóòöôúùüûñç';
const PLAIN = 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc';

// Written into the statement rather than sent as parameters: a generated column's expression (users.search_text)
// is DDL, which takes no parameters.
const ACCENTED_SQL = sql.raw(`'${ACCENTED}'`);
const PLAIN_SQL = sql.raw(`'${PLAIN}'`);

/** Lower case without accents, in SQL; accents go first so a database in the C locale still folds them. */
export function foldSql(value: SQL): SQL {
  return sql`lower(translate(${value}, ${ACCENTED_SQL}, ${PLAIN_SQL}))`;
}

/** The words a person searched, folded as `foldSql` folds the text they are looked for in. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `text` (folded SQL) contains `word` anywhere, with `%` and `_` taken literally. */
export function containsSql(text: SQLWrapper, word: string): SQL {
  return sql`${text} like ${`%${escapeLike(word)}%`}`;
}

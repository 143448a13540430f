import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

interface PersonColumns {
  nombres: AnyPgColumn;
  apellidoPaterno: AnyPgColumn;
  apellidoMaterno: AnyPgColumn;
}

/** How staff screens name a person: nombres and both apellidos, for a (possibly aliased) users table. */
export function personNameSql(person: PersonColumns): SQL<string> {
  return sql<string>`concat_ws(' ', nullif(trim(${person.nombres}), ''), nullif(trim(${person.apellidoPaterno}), ''), nullif(trim(${person.apellidoMaterno}), ''))`;
}

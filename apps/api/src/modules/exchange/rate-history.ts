import type { RateHistory, RatePublication } from '@cambix/contract';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { validationError } from '../../platform/errors.ts';
import { exchangeRates, users } from '../../platform/db/schema/index.ts';
import { limaDay, limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';

const RECENT = 20;

type Row = Awaited<ReturnType<typeof selectBoards>>[number];

function selectBoards(ctx: Pick<AppContext, 'db'>) {
  return ctx.db
    .select({
      id: exchangeRates.id,
      publishedAt: exchangeRates.publishedAt,
      source: exchangeRates.source,
      buy: exchangeRates.buy,
      sell: exchangeRates.sell,
      nombres: users.nombres,
      apellidoPaterno: users.apellidoPaterno,
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.publishedBy))
    .$dynamic();
}

const publicationOf = (row: Row): RatePublication => ({
  id: row.id,
  publishedAt: row.publishedAt.toISOString(),
  source: row.source,
  publishedBy: row.nombres ? `${row.nombres} ${row.apellidoPaterno ?? ''}`.trim() : null,
  buy: row.buy,
  sell: row.sell,
});

/**
 * The rates screen's history of a Lima day (today when none is given): the board in force when the day
 * began and every board published during it, oldest first; and the latest boards up to that day.
 */
export async function rateHistory(ctx: Pick<AppContext, 'db' | 'now'>, day?: string): Promise<RateHistory> {
  const wanted = day ?? limaDay(ctx.now());
  const start = limaDayStart(wanted);
  if (Number.isNaN(start.getTime()) || limaDay(start) !== wanted)
    throw validationError({ day: 'Usa una fecha AAAA-MM-DD que exista.' });
  const end = limaDayEnd(wanted);
  const newestFirst = [desc(exchangeRates.publishedAt), desc(exchangeRates.id)] as const;
  const [inForce, during, recent] = await Promise.all([
    selectBoards(ctx)
      .where(lt(exchangeRates.publishedAt, start))
      .orderBy(...newestFirst)
      .limit(1),
    selectBoards(ctx)
      .where(and(gte(exchangeRates.publishedAt, start), lt(exchangeRates.publishedAt, end)))
      .orderBy(exchangeRates.publishedAt, exchangeRates.id),
    selectBoards(ctx)
      .where(lt(exchangeRates.publishedAt, end))
      .orderBy(...newestFirst)
      .limit(RECENT),
  ]);
  return {
    day: wanted,
    publications: [...inForce, ...during].map(publicationOf),
    recent: recent.map(publicationOf),
  };
}

import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../platform/context.ts';
import { pushKeys } from '../../platform/db/schema/index.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const kept = new WeakMap<AppContext['db'], Promise<{ publicKey: string; privateKey: string }>>();

async function keptPair(ctx: Pick<AppContext, 'db' | 'now'>) {
  const read = async () => (await ctx.db.select().from(pushKeys).where(eq(pushKeys.id, 1)))[0];
  const found = await read();
  if (found) return found;
  const made = webpush.generateVAPIDKeys();
  // Two instances starting at once: the first insert wins, and both read it back.
  await ctx.db
    .insert(pushKeys)
    .values({ id: 1, ...made, createdAt: ctx.now() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('push keys not kept');
  return stored;
}

/**
 * The VAPID keys pushes are signed with (decision 187): the environment's, else the pair kept in the
 * database, made by the first instance that needs it. Read once per instance.
 */
export async function vapidKeys(ctx: Pick<AppContext, 'config' | 'db' | 'now'>): Promise<VapidKeys> {
  const subject = ctx.config.vapidSubject;
  if (ctx.config.vapidKeys) return { ...ctx.config.vapidKeys, subject };
  let pair = kept.get(ctx.db);
  if (!pair) {
    pair = keptPair(ctx);
    kept.set(ctx.db, pair);
    pair.catch(() => kept.delete(ctx.db));
  }
  const { publicKey, privateKey } = await pair;
  return { publicKey, privateKey, subject };
}

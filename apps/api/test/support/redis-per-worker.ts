// Each test worker its own Redis database (1, 2, … by vitest's pool id), so the suite may run on several
// workers against one Redis: the app keeps keys per database and names its pub/sub channels per database
// (src/platform/redis.ts, channelFor), so one worker's sockets and limits never meet another's (decision 202).
const shared = (process.env.TEST_REDIS_SHARED_URL ??= process.env.TEST_REDIS_URL ?? '');

/** `url` pointed at database `database`, whatever database it named. */
export function redisDatabaseUrl(url: string, database: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

if (shared) process.env.TEST_REDIS_URL = redisDatabaseUrl(shared, Number(process.env.VITEST_POOL_ID ?? 1));

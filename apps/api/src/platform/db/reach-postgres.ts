import pg from 'pg';

/** A dependency the server cannot start without did not answer; the message names it and its host. */
export class DependencyUnreachableError extends Error {}

/** Connects once before anything else, so a wrong or dead DATABASE_URL fails the start within seconds. */
export async function reachPostgres(url: string, timeoutMs = 5_000): Promise<void> {
  const { hostname, port } = new URL(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DependencyUnreachableError(
      `PostgreSQL no responde en ${hostname}:${port || '5432'} (DATABASE_URL): ${reason}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

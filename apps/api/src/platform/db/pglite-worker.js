// PGlite in a worker thread: the main thread's node-postgres connection sends wire-protocol bytes here and
// gets PostgreSQL's answer back, so the database's work never blocks HTTP or sockets (decision 117).
// Plain JavaScript so it starts the same way under tsx, vitest and the compiled server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir: string | null, snapshot: ArrayBuffer | null, startParams: string[], wasm: WebAssembly.Module, bundle: Uint8Array }} */
const { dataDir, snapshot, startParams, wasm, bundle } = workerData;

/** @param {unknown} error */
const describe = (error) =>
  error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };

let database;
try {
  database = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
    startParams,
    // Trigram similarity for the screening against sanctions and PEP lists (decision 153).
    extensions: { pg_trgm },
    pgliteWasmModule: wasm,
    fsBundle: new Blob([bundle]),
  });
  await database.waitReady;
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: describe(error) });
  process.exit(1);
}
const db = database;

let connection = 0;

/** One request at a time, in the order they came: PGlite is one session. */
async function handle(request) {
  switch (request.type) {
    case 'wire': {
      if (request.connection !== connection) {
        // A new connection must not inherit a transaction the previous one left open when it broke.
        if (connection !== 0 && db.isInTransaction()) await db.exec('ROLLBACK');
        connection = request.connection;
      }
      // A copy: PGlite may answer with a view of its own receive buffer, which must not leave the thread.
      const answer = db.execProtocolRawSync(new Uint8Array(request.bytes)).slice();
      parentPort.postMessage({ type: 'wire', connection: request.connection, bytes: answer.buffer }, [
        answer.buffer,
      ]);
      return;
    }
    case 'dump': {
      const tarball = await (await db.dumpDataDir('none')).arrayBuffer();
      parentPort.postMessage({ type: 'dump', id: request.id, tarball }, [tarball]);
      return;
    }
    case 'close': {
      await db.close();
      parentPort.postMessage({ type: 'closed' });
      parentPort.close();
      return;
    }
  }
}

let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(() =>
    handle(request).catch((error) => {
      parentPort.postMessage({ type: 'fatal', error: describe(error) });
      process.exit(1);
    }),
  );
});
parentPort.postMessage({ type: 'ready' });

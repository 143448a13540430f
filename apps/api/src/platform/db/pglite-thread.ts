import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { WireStream } from './wire-stream.ts';

const workerFile = path.join(import.meta.dirname, 'pglite-worker.js');

/**
 * PGlite's defaults less its 128 MB buffer cache: the embedded database is small and the operating system
 * caches its files anyway, so 16 MB keeps the idle server near a bare one (decision 117).
 */
export const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  ...['search_path=public', 'exit_on_error=false', 'log_checkpoints=false', 'io_method=sync']
    .concat(['max_worker_processes=0', 'max_parallel_workers=0', 'max_parallel_workers_per_gather=0'])
    .concat(['max_parallel_maintenance_workers=0', 'shared_buffers=16MB'])
    .flatMap((setting) => ['-c', setting]),
];

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
/** Node's WebAssembly global: the API's type libraries (ES, Node, no DOM) declare no value for it. */
type CompiledWasm = object;
const wasmRuntime = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledWasm> } }
).WebAssembly;
let compiled: Promise<{ wasm: CompiledWasm; bundle: Buffer }> | null = null;

/**
 * PGlite's WebAssembly compiled once per process and its file bundle read once: every worker (each API test
 * file opens one) gets them instead of compiling nine megabytes of wasm again.
 */
function pgliteBinaries() {
  compiled ??= Promise.all([
    fs.promises.readFile(path.join(pgliteDist, 'pglite.wasm')).then((bytes) => wasmRuntime.compile(bytes)),
    fs.promises.readFile(path.join(pgliteDist, 'pglite.data')),
  ]).then(([wasm, bundle]) => ({ wasm, bundle }));
  return compiled;
}

type Answer =
  | { type: 'ready' | 'closed' }
  | { type: 'failed' | 'fatal'; error: { message: string; stack?: string } }
  | { type: 'wire'; connection: number; bytes: ArrayBuffer }
  | { type: 'dump'; id: number; tarball: ArrayBuffer };

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function deferred<T>(): Deferred<T> {
  const parts = {} as Deferred<T>;
  parts.promise = new Promise<T>((resolve, reject) => Object.assign(parts, { resolve, reject }));
  return parts;
}

export class PgliteStoppedError extends Error {
  constructor(reason: string) {
    super(`La base de datos integrada se detuvo: ${reason}`);
  }
}

/**
 * PGlite running in a worker thread. `connect()` gives the stream a node-postgres client talks to it over;
 * only one client may be open at a time (PGlite is one session).
 */
export interface PgliteThread {
  connect(): WireStream;
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

export async function startPgliteThread(options: {
  dataDir: string | null;
  snapshot?: Blob;
}): Promise<PgliteThread> {
  const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : null;
  const { wasm, bundle } = await pgliteBinaries();
  const worker = new Worker(workerFile, {
    workerData: { dataDir: options.dataDir, snapshot, startParams: PGLITE_START_PARAMS, wasm, bundle },
    transferList: snapshot ? [snapshot] : [],
  });
  let stopped: Error | null = null;
  const started = deferred<void>();
  const closed = deferred<void>();
  const streams = new Map<number, WireStream>();
  const dumps = new Map<number, Deferred<Blob>>();
  let lastId = 0;
  // Requests keep the process alive while they wait for their answer; an idle worker does not.
  let waiting = 0;
  const sent = () => {
    if (waiting++ === 0) worker.ref();
  };
  const answered = () => {
    if (--waiting === 0) worker.unref();
  };
  const stop = (error: Error) => {
    stopped ??= error;
    started.reject(stopped);
    for (const stream of streams.values()) stream.destroy(stopped);
    streams.clear();
    for (const dump of dumps.values()) dump.reject(stopped);
    dumps.clear();
  };

  worker.on('message', (answer: Answer) => {
    switch (answer.type) {
      case 'ready':
        return started.resolve();
      case 'failed':
      case 'fatal':
        return stop(
          Object.assign(new PgliteStoppedError(answer.error.message), { stack: answer.error.stack }),
        );
      case 'wire':
        answered();
        return streams.get(answer.connection)?.receive(new Uint8Array(answer.bytes));
      case 'dump':
        answered();
        dumps.get(answer.id)?.resolve(new Blob([answer.tarball]));
        dumps.delete(answer.id);
        return;
      case 'closed':
        answered();
        return closed.resolve();
    }
  });
  worker.on('error', (error) => stop(new PgliteStoppedError(error.message)));
  worker.on('exit', (code) => {
    stop(new PgliteStoppedError(`el hilo terminó con código ${code}`));
    closed.resolve();
  });
  await started.promise;
  worker.unref();

  return {
    connect() {
      const connection = ++lastId;
      const stream = new WireStream((bytes) => {
        if (stopped) throw stopped;
        sent();
        worker.postMessage({ type: 'wire', connection, bytes }, [bytes]);
      });
      if (stopped) stream.destroy(stopped);
      else {
        streams.set(connection, stream);
        stream.once('close', () => streams.delete(connection));
      }
      return stream;
    },
    dump() {
      if (stopped) return Promise.reject(stopped);
      const id = ++lastId;
      const dump = deferred<Blob>();
      dumps.set(id, dump);
      sent();
      worker.postMessage({ type: 'dump', id });
      return dump.promise;
    },
    async close() {
      if (stopped) return;
      sent();
      worker.postMessage({ type: 'close' });
      await closed.promise;
      await worker.terminate();
    },
  };
}

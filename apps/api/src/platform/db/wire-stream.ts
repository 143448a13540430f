import { Duplex } from 'node:stream';

/**
 * What node-postgres takes for a socket (its `stream` option), carrying the PostgreSQL wire protocol to
 * PGlite's thread instead of a server. The messages written in one tick (a query's Parse, Bind, Describe,
 * Execute and Sync) travel as one batch.
 */
export class WireStream extends Duplex {
  private pending: Buffer[] = [];

  constructor(private readonly send: (bytes: ArrayBuffer) => void) {
    super();
  }

  /** node-postgres "connects" the socket it was given: there is nothing to reach. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  /** An answer from PGlite. */
  receive(bytes: Uint8Array): void {
    if (bytes.byteLength > 0) this.push(bytes);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.pending.push(chunk) === 1) queueMicrotask(() => this.flush());
    callback();
  }

  override _read(): void {
    // Answers are pushed as they arrive; PGlite's answers are bounded by the queries asked.
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.push(null);
    callback();
  }

  private flush(): void {
    if (this.pending.length === 0 || this.destroyed) return;
    const batch = Buffer.concat(this.pending);
    this.pending = [];
    // A copy of its own, so the buffer can be handed to the thread (transferred, not cloned).
    const bytes = batch.buffer.slice(batch.byteOffset, batch.byteOffset + batch.byteLength);
    try {
      this.send(bytes);
    } catch (error) {
      this.destroy(error as Error);
    }
  }
}

import type { ChildProcess } from 'node:child_process';
import { ForksPoolWorker, type Vitest, type VitestPluginContext } from 'vitest/node';

/**
 * npm run mutate (decision 146): Vitest ends its test process after every run, and Stryker makes one run per
 * mutant, so each mutant paid for a new process importing the whole app and compiling PGlite's wasm again
 * (about three seconds of CPU before its first test). This keeps that process between the runs of mutants
 * Stryker switches on at run time: the modules stay loaded, each test file is imported afresh (Vitest does
 * so in every run) and still builds its own app and database. A mutant made while a module loads (Stryker's
 * "static" ones), the dry run and anything after a process that ended get a new process, as before.
 *
 * Vitest has no option for it: this wraps its forks worker (vitest/node's ForksPoolWorker), answering the
 * start and stop of a kept process itself. It checks the parts it relies on and fails loudly when a Vitest
 * upgrade moves them; Vitest is pinned.
 */

interface WorkerMessage {
  type?: string;
  context?: Record<string, unknown>;
}

interface ForksWorker {
  _fork?: ChildProcess;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  start(): Promise<void>;
  stop(): Promise<void>;
  send(message: WorkerMessage): void;
}

/** A kept process serves this many mutants, then a new one starts: what a run leaks cannot pile up. */
const RUNS_PER_PROCESS = 60;

interface Kept {
  fork: ChildProcess;
  runs: number;
}

let vitest: Vitest | null = null;
let kept: Kept | null = null;
/** Per worker Vitest made for one run: whether its process is kept, and whether it came kept. */
const roles = new WeakMap<ForksWorker, { keep: boolean; adopted: Kept | null }>();

const alive = (fork: ChildProcess) => fork.connected && fork.exitCode === null && fork.signalCode === null;

function discardKept() {
  kept?.fork.kill();
  kept = null;
}

/** Only a run of a mutant Stryker switches on while the tests run: the others need their modules loaded anew. */
function runsRuntimeMutant(): boolean {
  if (!vitest) return false;
  // Stryker's values, provided to the tests before each run (@stryker-mutator/vitest-runner).
  const provided = vitest.getRootProject().getProvidedContext() as unknown as Record<string, unknown>;
  return provided.mode === 'mutant' && provided.mutantActivation === 'runtime';
}

const respond = (fork: ChildProcess, type: 'started' | 'stopped') =>
  setImmediate(() => fork.emit('message', { type, __vitest_worker_response__: true }));

function pipeOutput(worker: ForksWorker, fork: ChildProcess, on: boolean) {
  for (const [from, to] of [
    [fork.stdout, worker.stdout],
    [fork.stderr, worker.stderr],
  ] as const) {
    if (!from) continue;
    if (on) from.pipe(to);
    else from.unpipe(to);
  }
}

function patchForksWorker() {
  const prototype = ForksPoolWorker.prototype as unknown as ForksWorker & { __cambixWarm?: true };
  if (prototype.__cambixWarm) return;
  for (const method of ['start', 'stop', 'send'] as const) {
    if (typeof prototype[method] !== 'function')
      throw new Error(`mutate-warm-worker: Vitest's ForksPoolWorker has no ${method}(); see decision 146`);
  }
  const { start, stop, send } = prototype;

  prototype.start = async function (this: ForksWorker) {
    const keep = runsRuntimeMutant();
    if (keep && kept && alive(kept.fork) && kept.runs < RUNS_PER_PROCESS) {
      const adopted = kept;
      kept = null;
      adopted.runs += 1;
      this._fork = adopted.fork;
      pipeOutput(this, adopted.fork, true);
      roles.set(this, { keep, adopted });
      return;
    }
    discardKept();
    await start.call(this);
    if (!this._fork)
      throw new Error('mutate-warm-worker: ForksPoolWorker.start() made no _fork; see decision 146');
    roles.set(this, { keep, adopted: null });
  };

  prototype.send = function (this: ForksWorker, message: WorkerMessage) {
    const role = roles.get(this);
    const fork = this._fork;
    // A kept process was started by the run that made it; it is answered here, not started again.
    if (fork && role?.adopted && message?.type === 'start') return respond(fork, 'started');
    // The process read the configuration at its start; this run's (Stryker's test filter, bail) goes with it.
    if (role?.adopted && message?.type === 'run' && vitest)
      return send.call(this, {
        ...message,
        context: { ...message.context, config: vitest.getRootProject().serializedConfig },
      });
    // Kept: its teardown would end it, so the stop is answered here and the process kept (stop() below).
    if (fork && role?.keep && message?.type === 'stop' && alive(fork)) return respond(fork, 'stopped');
    return send.call(this, message);
  };

  prototype.stop = async function (this: ForksWorker) {
    const role = roles.get(this);
    const fork = this._fork;
    if (!fork || !role?.keep || !alive(fork)) return stop.call(this);
    pipeOutput(this, fork, false);
    // The listeners of the run that ends; the next run's Vitest adds its own.
    for (const event of ['message', 'error', 'exit']) fork.removeAllListeners(event);
    this._fork = undefined;
    discardKept();
    kept = { fork, runs: role.adopted?.runs ?? 1 };
  };

  prototype.__cambixWarm = true;
  process.once('exit', discardKept);
}

/** The Vitest plugin of vitest.mutate.config.mjs: keeps one test process across mutant runs. */
export function keepTestProcessAcrossMutants() {
  return {
    name: 'cambix:keep-test-process-across-mutants',
    configureVitest({ vitest: instance }: VitestPluginContext) {
      vitest = instance;
      patchForksWorker();
      instance.onClose(discardKept);
    },
  };
}

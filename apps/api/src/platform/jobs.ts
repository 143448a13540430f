import type { Logger } from './logger.ts';

export interface RepeatingJob {
  /** No new run starts; resolves when the run in progress (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and then `everyMs` after each run ends, so runs never overlap in this process. A failed
 * run is logged and the next one comes as usual. The timer does not keep the process alive. For sweeps whose
 * state is in their rows; work that must survive a restart is a job of the job queue (decision 145).
 */
export function startRepeatingJob(options: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: Logger;
}): RepeatingJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    running = options
      .run()
      .then(
        () => undefined,
        (error: unknown) => options.log.error({ err: error, job: options.name }, 'job run failed'),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.everyMs).unref();
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

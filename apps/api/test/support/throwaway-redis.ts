import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** Whether `redis-server` is installed: tests that stop Redis run their own, never the shared one. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A redis-server of this test alone, on `port`, without persistence: stopped and started at will. */
export function throwawayRedis(port: number) {
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start(): Promise<void> {
      const started = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = started;
      let output = '';
      await new Promise<void>((resolve, reject) => {
        started.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) resolve();
        });
        started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
      });
    },
    async stop(): Promise<void> {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

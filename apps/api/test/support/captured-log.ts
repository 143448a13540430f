import { createLogger, type Logger } from '../../src/platform/logger.ts';

/** The app's own logger (serializers, redaction) writing into memory, to assert what reaches the log. */
export function captureLog(level = 'info'): {
  log: Logger;
  text(): string;
  lines(): Record<string, unknown>[];
} {
  const written: string[] = [];
  const log = createLogger(level, { write: (line: string) => void written.push(line) });
  return {
    log,
    text: () => written.join(''),
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

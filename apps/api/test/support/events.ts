import type { DomainEvent } from '../../src/platform/events.ts';
import type { TestApp } from './test-app.ts';

/** Every domain event the app publishes from now on, in order (events go out after commit). */
export function recordEvents(t: TestApp): DomainEvent[] {
  const events: DomainEvent[] = [];
  t.ctx.events.subscribe((event) => {
    events.push(event);
  });
  return events;
}

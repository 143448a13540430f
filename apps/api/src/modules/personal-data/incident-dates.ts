import { AppError } from '../../platform/errors.ts';

/**
 * An incident's dates make sense (decision 174): detected at or after it occurred, notified at or after it
 * was detected, and none of them after now. Equal instants are allowed; one millisecond out is refused.
 */
export function assertIncidentDates(
  dates: {
    occurredAt: Date;
    detectedAt: Date;
    authorityNotifiedAt: Date | null;
    peopleNotifiedAt: Date | null;
  },
  now: Date,
): void {
  const notified = [dates.authorityNotifiedAt, dates.peopleNotifiedAt].filter((date) => date !== null);
  const valid =
    dates.detectedAt.getTime() >= dates.occurredAt.getTime() &&
    notified.every((date) => date.getTime() >= dates.detectedAt.getTime()) &&
    [dates.occurredAt, dates.detectedAt, ...notified].every((date) => date.getTime() <= now.getTime());
  if (!valid) throw new AppError('INCIDENT_DATES_INVALID');
}

import type { JobKind } from '../../platform/job-queue.ts';

/** One job per export (decision 168): it builds the ZIP, stores it and mails the link. */
export const EXPORT_JOBS: JobKind<{ exportId: number }> = {
  name: 'personal-data-export',
  policy: {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 7 * 24 * 3_600,
  },
};

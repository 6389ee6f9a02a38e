import type { JobQueries } from '../jobs/index.js';

/** Capture's job kinds all start with it (`capture.import`, `capture.ocr`, …). */
const CAPTURE_KINDS = 'capture.';

/**
 * Capture's jobs as the job module stores them: capture payloads name their stack (`stackId`) and
 * documents (`documentIds`).
 */
export function createCaptureJobRecords(jobs: JobQueries) {
  return {
    /** Capture jobs the user sees: their own and those of their Mandanten, newest first. */
    async list(filter: {
      userId: string;
      mandantIds: string[];
      mandantId?: string | undefined;
      stackId?: string | undefined;
      includePickedUp: boolean;
      states?: string[] | undefined;
      createdByOnly?: boolean | undefined;
    }) {
      return jobs.listVisible({
        kindPrefix: CAPTURE_KINDS,
        userId: filter.userId,
        mandantIds: filter.mandantIds,
        createdByOnly: filter.createdByOnly,
        mandantId: filter.mandantId,
        payload: filter.stackId ? { key: 'stackId', value: filter.stackId } : undefined,
        includePickedUp: filter.includePickedUp,
        states: filter.states,
        limit: 500,
      });
    },

    find: (jobIds: string[]) => jobs.findByIds(jobIds),
    markPickedUp: (jobIds: string[]) => jobs.markPickedUp(jobIds),
    delete: (jobIds: string[]) => jobs.deleteRecords(jobIds),

    /** Capture jobs that still run or wait on the stack. */
    countOpenOnStack: (stackId: string) =>
      jobs.countOpen({ kindPrefix: CAPTURE_KINDS, payload: { key: 'stackId', value: stackId } }),

    /** Documents of the selection that a capture job still works on (waiting or running). */
    documentsInProcess: (documentIds: string[]) =>
      jobs.idsInOpenJobs({ kindPrefix: CAPTURE_KINDS, key: 'documentIds', ids: documentIds }),
  };
}

export type CaptureJobRecords = ReturnType<typeof createCaptureJobRecords>;

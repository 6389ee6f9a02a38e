import type { z } from 'zod';
import type { Logger } from './logger.js';

export type JobContext<Payload> = {
  jobId: string;
  payload: Payload;
  mandantId: string | null;
  createdBy: string | null;
  attempt: number;
  /** Aborted when the user cancels the job or the worker shuts down. */
  signal: AbortSignal;
  logger: Logger;
  /** Records progress (0–100) the user can watch; throws JobCanceledError when the job was canceled. */
  reportProgress: (progress: number, text?: string) => Promise<void>;
};

export type JobDefinition<Payload = unknown> = {
  /** Queue name, `<module>.<job>`, e.g. `capture.ocr`. */
  kind: string;
  payloadSchema: z.ZodType<Payload>;
  /** Runs the job; what it returns is stored as the job's result. Must be safe to run again. */
  handler(context: JobContext<Payload>): Promise<unknown>;
  /** Attempts before the job is marked faulty (default 3). */
  maxAttempts?: number;
  /** Parallel runs of this kind in one worker process (default: JOB_CONCURRENCY). */
  concurrency?: number;
  /**
   * `shared` (default): every run also takes one of the JOB_CONCURRENCY slots all kinds share.
   * `own`: runs count only against `concurrency`, for jobs whose heavy work another pool bounds
   * (OCR pages go through the OCR engine's pool), so they neither wait behind nor block imports.
   */
  slots?: 'shared' | 'own';
  /**
   * Called once the job is given up: faulty after its last attempt, or canceled (while waiting or
   * running). A job whose input would otherwise stay behind (an upload without a document) cleans
   * up here. Not called when a worker shuts down, since the job then runs again elsewhere.
   */
  onGivenUp?(job: GivenUpJob<Payload>): Promise<void>;
};

export type GivenUpJob<Payload> = {
  jobId: string;
  payload: Payload;
  mandantId: string | null;
  state: 'faulty' | 'canceled';
  logger: Logger;
};

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export class JobCanceledError extends Error {
  constructor() {
    super('job canceled');
    this.name = 'JobCanceledError';
  }
}

/** Thrown by a handler for failures that another attempt cannot fix (corrupt input, say). */
export class PermanentJobError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

import type {
  ExportCheckRequest,
  ExportCheckResult,
  ExportOptions,
  ExportState,
  Job,
} from '@belegfluss/shared';
import { apiRequest } from '../../kernel/api-client.js';
import { environment } from '../../kernel/environment.js';

const BASE = `${environment.services.management}/externfibu`;

/** What the export dialog exports: a stack (capture) or every document of the Mandant (Verwaltung). */
export type ExportScope = { mandantId: string; stackId?: string | undefined };

export type ExportPeriodInput = {
  from: string;
  to: string;
  exchangeRates: Record<string, string>;
};

// The dialog shows every error in place, so calls leave the global handler out.
const post = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body, errors: 'caller' });

export const exportApi = {
  options: (mandantId: string) =>
    apiRequest<ExportOptions>(`${BASE}/exportoptions`, { query: { mandantId }, errors: 'caller' }),
  check: (request: ExportCheckRequest) => post<ExportCheckResult>(`${BASE}/datevchecks`, request),
  /**
   * Starts the export job: a stack through capture's `startexportjob` (which waits for the stack's
   * auto jobs), the whole Mandant through `/externfibu/export`.
   */
  start: (scope: ExportScope, period: ExportPeriodInput, confirmed: boolean) =>
    scope.stackId
      ? post<{ jobId: string; documents: number }>(`${environment.services.job}/main/startexportjob`, {
          ...scope,
          ...period,
          confirmed,
        })
      : post<{ jobId: string; documents: number }>(`${BASE}/export`, { ...scope, ...period, confirmed }),
  state: (mandantId: string) =>
    apiRequest<ExportState>(`${BASE}/state`, { query: { mandantId }, errors: 'caller' }),
  job: (jobId: string) => apiRequest<Job>(`${environment.services.job}/jobs/${jobId}`, { errors: 'caller' }),
  reset: (request: { mandantId: string; reason: string; documentIds?: string[]; runId?: string }) =>
    post<{ reset: number }>(`${BASE}/reset`, request),
};

import type { ApiRequestError, RequestOptions } from './api-client.js';

type Handler = (error: ApiRequestError, options: RequestOptions) => void;

let handler: Handler | null = null;

/** The shell registers what happens with failed calls (spec 000, section 8, global HTTP errors). */
export function setGlobalErrorHandler(next: Handler | null) {
  handler = next;
}

export function reportApiError(error: ApiRequestError, options: RequestOptions) {
  handler?.(error, options);
}

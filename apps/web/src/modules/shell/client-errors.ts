import { ApiRequestError, isAbortError } from '../../kernel/api-client.js';
import { createErrorLogThrottle } from '../../kernel/error-log.js';
import { shellApi } from './shell.api.js';

const throttle = createErrorLogThrottle();

/** Sends a client error to system/WriteErrorLog, unless logging stopped (more than 5 in 5 s). */
export function logClientError(error: unknown) {
  if (error instanceof ApiRequestError || isAbortError(error)) return;
  if (!throttle.allow()) return;
  const message =
    error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  void shellApi.writeErrorLog(message, window.location.href).catch(() => undefined);
}

export function installClientErrorLogging() {
  window.addEventListener('error', (event) => logClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => logClientError(event.reason));
}

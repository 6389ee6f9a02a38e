import { type WorkflowOperationCode } from '@belegfluss/shared';
import { ApiRequestError } from '../../kernel/api-client.js';
import { operationErrorText } from './workflow.view-model.js';

/** The text for a failed call: the operation's catalogue message and the reason the server gave. */
export function errorText(
  t: (key: string) => string,
  operation: WorkflowOperationCode,
  error: unknown,
): string {
  const operationText = t(`api-errors.${operation}`);
  const reason =
    error instanceof ApiRequestError ? error.message : error instanceof Error ? error.message : String(error);
  return operationErrorText(operationText, reason);
}

/** 'workflow no longer available': the client refreshes its list. */
export function isGone(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.code === 'workflow.not_available' || error.code === 'workflow.finished')
  );
}

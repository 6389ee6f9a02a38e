import { ApiRequestError } from '../../app/api-client.js';
import { operationErrorText } from './workflow.view-model.js';

/** The operation codes of the spec's workflow error catalogue, one per call. */
export const WorkflowOperation = {
  query: 'workflow.query_failed',
  postbackQuery: 'workflow.postback_query_failed',
  postback: 'workflow.postback_failed',
  approve: 'workflow.approve_failed',
  checkout: 'workflow.checkout_failed',
  postbackReset: 'workflow.postback_reset_failed',
  redirect: 'workflow.redirect_failed',
  inquiryCancel: 'workflow.inquiry_cancel_failed',
  archiveUser: 'workflow.archive_user_query_failed',
} as const;
export type WorkflowOperationCode = (typeof WorkflowOperation)[keyof typeof WorkflowOperation];

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

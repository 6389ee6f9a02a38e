import { type WorkflowOperationCode } from '@belegfluss/shared';
import { AppError, createErrorFactory, isAppError } from '../../kernel/errors.js';

/** Error factories of the workflow module (codes and texts in packages/shared workflow.errors.ts). */
export const workflowError = {
  notAvailable: createErrorFactory('workflow.not_available'),
  documentArchived: createErrorFactory('archive.document_archived'),
  alreadyPostedBack: createErrorFactory('workflow.already_posted_back'),
  alreadyCancelled: createErrorFactory('workflow.already_cancelled'),
  inError: createErrorFactory('workflow.in_error'),
  alreadyInvited: createErrorFactory('workflow.already_invited'),
  inquiryRecipientNotAllowed: createErrorFactory('workflow.inquiry_recipient_not_allowed'),
  recipientNotAllowed: createErrorFactory('workflow.recipient_not_allowed'),
  finished: createErrorFactory('workflow.finished'),
  inquiryOpen: createErrorFactory('workflow.inquiry_open'),
  noOpenInquiry: createErrorFactory('workflow.no_open_inquiry'),
  lockedByOther: createErrorFactory('workflow.locked_by_other'),
  dataMismatch: createErrorFactory('workflow.data_mismatch'),
  documentMismatch: createErrorFactory('workflow.document_mismatch'),
  resultRequired: createErrorFactory('workflow.result_required'),
  stampMismatch: createErrorFactory('workflow.stamp_mismatch'),
  timeInPast: createErrorFactory('workflow.time_in_past'),
  timeTooFar: createErrorFactory('workflow.time_too_far'),
  notPostponed: createErrorFactory('workflow.not_postponed'),
  notParticipant: createErrorFactory('workflow.not_participant'),
  redirectNotAllowed: createErrorFactory('workflow.redirect_not_allowed'),
  redirectToSelf: createErrorFactory('workflow.redirect_to_self'),
  documentNotFound: createErrorFactory('workflow.document_not_found'),
  documentInProcess: createErrorFactory('workflow.document_in_process'),
  definitionNotFound: createErrorFactory('workflow.definition_not_found'),
  definitionNameExists: createErrorFactory('workflow.definition_name_exists'),
  definitionInvalid: createErrorFactory('workflow.definition_invalid'),
  groupRequired: createErrorFactory('workflow.group_required'),
  mixedGroupDependency: createErrorFactory('workflow.mixed_group_dependency'),
  noDefinitionForAccount: createErrorFactory('workflow.no_definition_for_account'),
  parallelCaptureConflict: createErrorFactory('workflow.parallel_capture_conflict'),
  splitNotCreator: createErrorFactory('workflow.split_not_creator'),
  splitAmountInvalid: createErrorFactory('workflow.split_amount_invalid'),
  bookingNotAllowed: createErrorFactory('workflow.booking_not_allowed'),
  costAllocationInvalid: createErrorFactory('workflow.cost_allocation_invalid'),
  indexFieldUnknown: createErrorFactory('workflow.index_field_unknown'),
  indexValueInvalid: createErrorFactory('workflow.index_value_invalid'),
  annotationEditNotCreator: createErrorFactory('workflow.annotation_edit_not_creator'),
  annotationDeleteNotCreator: createErrorFactory('workflow.annotation_delete_not_creator'),
  annotationInvalid: createErrorFactory('workflow.annotation_invalid'),
  pageNotFound: createErrorFactory('workflow.page_not_found'),
  fileMissing: createErrorFactory('workflow.file_missing'),
  fileNotFound: createErrorFactory('workflow.file_not_found'),
  deepLinkInvalid: createErrorFactory('workflow.deep_link_invalid'),
  externalUserNotFound: createErrorFactory('workflow.external_user_not_found'),
};

/**
 * Runs a workflow call so that a failure names its operation: expected errors keep their code and
 * carry `details.operation` (the client prefixes the operation's message), anything unexpected
 * becomes the operation's own error, never a stack trace.
 */
export async function withOperation<T>(operation: WorkflowOperationCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) {
      if (error.code.startsWith('workflow.') || error.code.startsWith('platform.')) {
        throw new AppError(error.code, error.statusCode, { ...error.details, operation }, error.fields);
      }
      throw error;
    }
    const wrapped = new AppError(operation, 500);
    wrapped.cause = error;
    throw wrapped;
  }
}

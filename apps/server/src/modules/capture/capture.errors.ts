import { errorCatalog, errorMessage, type FieldIssue } from '@belegfluss/shared';
import { AppError, createErrorFactory } from '../../kernel/errors.js';
import { PermanentJobError } from '../../kernel/jobs.js';

export const captureError = {
  stackNotFound: createErrorFactory('capture.stack_not_found'),
  stackNameExists: createErrorFactory('capture.stack_name_exists'),
  stackNameMissing: createErrorFactory('capture.stack_name_missing'),
  stackReserved: createErrorFactory('capture.stack_reserved'),
  autoJobsRunning: createErrorFactory('capture.stack_auto_jobs_running'),
  undeletableItems: createErrorFactory('capture.stack_has_undeletable_items'),
  transferTargetMissing: createErrorFactory('capture.transfer_target_missing'),
  stackTypeMismatch: createErrorFactory('capture.stack_type_mismatch'),
  einvoiceStackRequired: createErrorFactory('capture.einvoice_stack_required'),
  einvoiceOnly: createErrorFactory('capture.einvoice_only'),
  documentNotFound: createErrorFactory('capture.document_not_found'),
  attachmentIsOrigin: createErrorFactory('capture.attachment_is_origin'),
  pageNotFound: createErrorFactory('capture.page_not_found'),
  folderNotFound: createErrorFactory('capture.folder_not_found'),
  documentLocked: createErrorFactory('capture.document_locked'),
  documentCheckedOut: createErrorFactory('capture.document_checked_out'),
  documentArchived: createErrorFactory('capture.document_archived'),
  objectsInProcess: createErrorFactory('capture.objects_in_process'),
  appendMixedDocuments: createErrorFactory('capture.append_mixed_documents'),
  appendFirstDocument: createErrorFactory('capture.append_first_document'),
  appendPreviousInProcess: createErrorFactory('capture.append_previous_in_process'),
  invalidMerge: createErrorFactory('capture.invalid_merge'),
  itemNotDeletable: createErrorFactory('capture.item_not_deletable'),
  notGreen: createErrorFactory('capture.not_green'),
  duplicatesFound: createErrorFactory('capture.duplicates_found'),
  noteRequired: createErrorFactory('capture.note_required'),
  pageTextMissing: createErrorFactory('capture.page_text_missing'),
  attachmentNotFound: createErrorFactory('capture.attachment_not_found'),
  fileTooLarge: createErrorFactory('capture.file_too_large'),
  fileEmpty: createErrorFactory('capture.file_empty'),
  nothingToExport: createErrorFactory('capture.nothing_to_export'),
  jobsNotFinished: createErrorFactory('capture.jobs_not_finished'),
  jobNotFound: createErrorFactory('jobs.not_found'),
  noJobLicence: createErrorFactory('capture.no_job_licence'),
  jobsOtherMandant: createErrorFactory('capture.jobs_other_mandant'),
  jobsMixedMandanten: createErrorFactory('capture.jobs_mixed_mandanten'),
  unsupportedFormat: createErrorFactory('capture.unsupported_format'),
  searchTermTooShort: createErrorFactory('capture.search_term_too_short'),
  ocrUnavailable: createErrorFactory('capture.ocr_unavailable'),
  /** Mask values no field kind can read; each issue names its field. */
  indexValueInvalid: (fields: FieldIssue[]) =>
    new AppError(
      'capture.index_value_invalid',
      errorCatalog['capture.index_value_invalid']?.status ?? 400,
      undefined,
      fields,
    ),
};

/** A job failure another attempt cannot fix, with the German text the job list shows. */
export function permanentFailure(code: string): PermanentJobError {
  return new PermanentJobError(code, errorMessage(code, 'de'));
}

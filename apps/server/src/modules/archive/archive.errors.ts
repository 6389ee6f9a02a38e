import { createErrorFactory } from '../../kernel/errors.js';

export const archiveError = {
  documentNotFound: createErrorFactory('archive.document_not_found'),
  documentArchived: createErrorFactory('archive.document_archived'),
  notGreen: createErrorFactory('archive.not_green'),
  notCurrentRevision: createErrorFactory('archive.not_current_revision'),
  correctionInvalid: createErrorFactory('archive.correction_invalid'),
  correctionUnchanged: createErrorFactory('archive.correction_unchanged'),
  originalReaderOnly: createErrorFactory('archive.original_reader_only'),
  fulltextTermTooShort: createErrorFactory('archive.fulltext_term_too_short'),
  searchInvalid: createErrorFactory('archive.search_invalid'),
  searchBusy: createErrorFactory('archive.search_busy'),
  searchNotFound: createErrorFactory('archive.search_not_found'),
  maskNameTaken: createErrorFactory('archive.mask_name_taken'),
  maskNotFound: createErrorFactory('archive.mask_not_found'),
  maskNotOwner: createErrorFactory('archive.mask_not_owner'),
  deepLinkNotReleased: createErrorFactory('archive.deep_link_not_released'),
  sessionNotFound: createErrorFactory('archive.session_not_found'),
  retentionNotExpired: createErrorFactory('archive.retention_not_expired'),
  reasonRequired: createErrorFactory('archive.retention_reason_required'),
  exportPeriodInvalid: createErrorFactory('archive.export_period_invalid'),
  exportEmpty: createErrorFactory('archive.export_empty'),
};

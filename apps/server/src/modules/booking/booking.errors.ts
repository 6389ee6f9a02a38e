import { createErrorFactory } from '../../kernel/errors.js';

export const bookingError = {
  documentNotFound: createErrorFactory('booking.document_not_found'),
  documentArchived: createErrorFactory('archive.document_archived'),
  exported: createErrorFactory('export.document_locked'),
};

import { createErrorFactory } from '../../kernel/errors.js';

export const bookingError = {
  documentNotFound: createErrorFactory('booking.document_not_found'),
  exported: createErrorFactory('export.document_locked'),
};

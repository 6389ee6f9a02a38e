import { createErrorFactory } from '../../kernel/errors.js';

export const einvoiceNotFound = createErrorFactory('einvoice.not_found');
export const attachmentNotFound = createErrorFactory('einvoice.attachment_not_found');
export const noReadableInvoice = createErrorFactory('einvoice.no_readable_invoice');
export const nothingToConfirm = createErrorFactory('einvoice.nothing_to_confirm');
export const positionNotFound = createErrorFactory('einvoice.position_not_found');
export const noteNotFound = createErrorFactory('einvoice.note_not_found');
export const noteEditForbidden = createErrorFactory('einvoice.note_edit_forbidden');
export const noteDeleteForbidden = createErrorFactory('einvoice.note_delete_forbidden');
export const noteIdTaken = createErrorFactory('einvoice.note_id_taken');
export const fileMissing = createErrorFactory('einvoice.file_missing');
export const stateNotAllowed = createErrorFactory('einvoice.state_not_allowed');

// Public port of the booking web module: the Kontierung editor for capture and workflow.
export { BookingEditor } from './BookingEditor.js';
export { captureBookingSource, workflowBookingSource, type BookingSource } from './booking.api.js';

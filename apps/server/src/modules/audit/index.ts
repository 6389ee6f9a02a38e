// Public port of the audit module: the only file other modules and the composition root import.
export { appendAuditEvent } from './audit.repository.js';

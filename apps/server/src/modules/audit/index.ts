// Public port of the audit module: the only file other modules and the composition root import.
export { canonicalJson } from './audit.models.js';
export {
  appendAuditEvent,
  appendAuditEvents,
  type AuditEvent,
  createAuditRepository,
} from './audit.repository.js';
export { recordAudit } from './audit.service.js';
export { createAuditChecksRepository } from './audit-checks.repository.js';
export { auditModule } from './audit.module.js';
export { startAuditSchedule } from './audit.schedule.js';
export { acknowledgeAuditAlarm, anchorAuditTrail, auditTrailStatus, checkAuditTrail } from './audit.trail.js';
export { verifyAuditTrail } from './audit.verify.js';
export { anchorLocation } from './audit.anchors.js';

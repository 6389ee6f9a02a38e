import type { Db } from '../../kernel/database.js';
import { appendAuditEvent, type AuditEvent } from './audit.repository.js';

/**
 * The one call every module makes for every write: appends the event to the Mandant's chain. Pass the
 * transaction of the change when there is one (the entry then commits or rolls back with it); on
 * the plain handle the append runs in a transaction of its own, so the chain head stays locked for it.
 */
export function recordAudit(db: Db, event: AuditEvent, now: Date) {
  return db.transaction((tx) => appendAuditEvent(tx, event, now));
}

import type { Db } from '../../kernel/database.js';
import { recordAudit } from '../audit/index.js';

type AccountIban = { id: string; mandantId: string; number: number; name: string; iban: string };

/**
 * A changed IBAN of a creditor or debtor is the change payment fraud lives on: the audit trail
 * keeps it with the old and the new value and who made it.
 */
export async function recordIbanChange(
  db: Db,
  actorId: string | null,
  before: AccountIban,
  after: AccountIban,
) {
  if (before.iban === after.iban) return;
  await recordAudit(
    db,
    {
      mandantId: after.mandantId,
      actorId,
      action: 'masterdata.iban_changed',
      entityType: 'personal_account',
      entityId: after.id,
      data: { number: after.number, name: after.name, before: before.iban, after: after.iban },
    },
    new Date(),
  );
}

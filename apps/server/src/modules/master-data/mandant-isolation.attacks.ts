import { accountAttacks } from './isolation-attacks/accounts.js';
import type { Attack, IsolationTarget } from './isolation-attacks/attack.js';
import { catalogueAttacks } from './isolation-attacks/catalogues.js';
import { exportAttacks } from './isolation-attacks/export.js';
import { mandantAttacks } from './isolation-attacks/mandanten.js';
import { settingAttacks } from './isolation-attacks/settings.js';

export { type Attack, type BRecord, type IsolationTarget, MARK } from './isolation-attacks/attack.js';

/**
 * Every management call that names a Mandant, aimed at Mandant B: with B's id, and with A's id but
 * B's records. The test checks the list against the OpenAPI document, so a new route needs a line here.
 */
export function isolationAttacks(target: IsolationTarget): Attack[] {
  return [
    ...settingAttacks(target),
    ...accountAttacks(target),
    ...catalogueAttacks(target),
    ...mandantAttacks(target),
    ...exportAttacks(target),
  ];
}

import type { Clock } from '../../app/clock.js';
import type { Db } from '../../db/database.js';
import { createDeputyService } from '../administration/deputies.service.js';
import { createExternalUsersRepository } from '../administration/external-users.repository.js';
import { createMasterDataService } from '../master-data/master-data.service.js';
import type { WorkflowPorts } from './workflow.ports.js';

/**
 * The workflow ports backed by the administration (deputies, external users) and master data
 * (accounts, cost centres) modules. Before-submit checks arrive with goods-receipt matching.
 */
export function createWorkflowPorts({ db, clock }: { db: Db; clock: Clock }): WorkflowPorts {
  const deputies = createDeputyService({ db, clock });
  const externalUsers = createExternalUsersRepository({ db });
  const masterData = createMasterDataService({ db });
  return {
    deputies: {
      // The deputy service resolves the user's groups itself.
      principalsOf: (userId, _groupIds, at) => deputies.getRepresentedPrincipals(userId, at),
    },
    externalUsers: {
      async find(id) {
        const user = await externalUsers.findWithKanzlei(id);
        return user
          ? {
              id: user.id,
              name: user.name,
              email: user.email,
              kanzleiId: user.kanzleiId,
              mandantId: user.mandantId,
            }
          : null;
      },
    },
    booking: {
      async accounts(mandantId, search, limit) {
        const accounts = await masterData.searchLedgerAccounts(mandantId, search, limit);
        return accounts.map((account) => ({
          number: String(account.number),
          name: account.name,
          kind: account.kind,
        }));
      },
      async costCentres(mandantId, search, limit) {
        const centres = await masterData.searchCostCentres(mandantId, search, limit);
        return centres.map((centre) => ({
          number: centre.number,
          name: centre.name,
          kind: `KOST${centre.kind}`,
        }));
      },
    },
    beforeSubmit: [],
  };
}

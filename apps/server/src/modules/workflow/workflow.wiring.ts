import { createDeputyService } from '../administration/index.js';
import { createExternalUsersRepository } from '../administration/index.js';
import { createMasterDataService } from '../master-data/index.js';
import type { WorkflowDependencies } from './workflow.dependencies.js';
import type { WorkflowPorts } from './workflow.ports.js';

/**
 * The workflow ports backed by the administration (deputies, external users), master data
 * (accounts, cost centres) modules; the document store and the before-submit checks (goods receipt's
 * invoice check) come from the composition root.
 */
export function createWorkflowPorts(deps: WorkflowDependencies): WorkflowPorts {
  const { db, clock } = deps;
  const deputies = createDeputyService({ db, clock });
  const externalUsers = createExternalUsersRepository({ db });
  const masterData = createMasterDataService({ db });
  return {
    deputies: {
      // The deputy service resolves the user's groups itself.
      principalsOf: (userId, _groupIds, at) => deputies.getRepresentedPrincipals(userId, at),
    },
    externalUsers: {
      async listFor({ kanzleiId, mandantId, userId }) {
        const users = await externalUsers.listVisible(kanzleiId, mandantId, userId);
        return users.map((user) => ({
          id: user.id,
          name: user.name,
          email: user.email,
          kanzleiId,
          mandantId: user.mandantId,
        }));
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
    documents: deps.workflowDocuments,
    beforeSubmit: [...deps.beforeSubmit],
    approvalCompleted: deps.approvalCompleted,
    documentBooking: deps.documentBooking,
    archive: deps.archivedDocuments,
  };
}

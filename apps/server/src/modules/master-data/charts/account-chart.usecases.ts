import type { AccountFrame } from '@belegfluss/shared';
import type { Db } from '../../../kernel/database.js';
import { createErrorFactory } from '../../../kernel/errors.js';
import { accountFrameAccounts } from '../account-frames.js';
import { createAccountsRepository } from '../accounts.repository.js';
import { createAccountChartRepository } from './account-chart.repository.js';

const frameNotChosen = createErrorFactory('masterdata.account_frame_not_chosen');

/** The Mandant's chart of accounts: which one it books in, and taking over its accounts. */
export function createAccountChartUseCases({ db }: { db: Db }) {
  const charts = createAccountChartRepository({ db });

  return {
    chosen: async (mandantId: string) => ({ frame: await charts.find(mandantId) }),

    async choose(mandantId: string, frame: AccountFrame) {
      await charts.save(mandantId, frame);
      return { frame };
    },

    /**
     * Adds the accounts of the chosen chart the Mandant does not have yet; naming a chart chooses it
     * first. Choice and accounts are written together or not at all.
     */
    async apply(mandantId: string, named?: AccountFrame) {
      const result = await db.transaction(async (tx) => {
        const inTransaction = createAccountChartRepository({ db: tx });
        const frame = named ?? (await inTransaction.find(mandantId));
        if (!frame) throw frameNotChosen();
        if (named) await inTransaction.save(mandantId, named);
        const rows = accountFrameAccounts(frame);
        const { created } = await createAccountsRepository({ db: tx }).upsertMany(
          mandantId,
          rows,
          frame,
          true,
        );
        return { created, skipped: rows.length - created };
      });
      if (result.created > 0) await createAccountsRepository({ db }).analyze();
      return result;
    },
  };
}

import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../kernel/database.js';
import type { Logger } from '../../kernel/logger.js';
import { createRulesRepository, type RulesRepository } from './rules.repository.js';

/** Who acts in the rule manager. */
export type RulesUser = { userId: string; name: string; isAdmin: boolean };

export type RulesContext = {
  db: Db;
  clock: Clock;
  logger: Logger;
  repo: RulesRepository;
  /** Runs `work` in one transaction with a repository on it. */
  transaction<T>(work: (repo: RulesRepository) => Promise<T>): Promise<T>;
};

export function createRulesContext(deps: { db: Db; clock: Clock; logger: Logger }): RulesContext {
  return {
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    repo: createRulesRepository({ db: deps.db }),
    transaction: (work) =>
      deps.db.transaction((tx) => work(createRulesRepository({ db: tx as unknown as Db }))),
  };
}

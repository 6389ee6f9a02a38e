import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../kernel/database.js';
import type { Logger } from '../../kernel/logger.js';
import type { TenancyRepository } from '../tenancy/index.js';
import { createRulesRepository, type RulesRepository } from './rules.repository.js';

/** What the rule manager needs to know of a Mandant: its Kanzlei and number. */
export type MandantFacts = { id: string; kanzleiId: string; mandnr: number };

/** Who acts in the rule manager. */
export type RulesUser = { userId: string; name: string; isAdmin: boolean };

export type RulesContext = {
  db: Db;
  clock: Clock;
  logger: Logger;
  repo: RulesRepository;
  /** The Mandant (tenancy's port); read it before a transaction, PGlite has one connection. */
  findMandant(mandantId: string): Promise<MandantFacts | null>;
  /** Runs `work` in one transaction with a repository on it. */
  transaction<T>(work: (repo: RulesRepository) => Promise<T>): Promise<T>;
};

export function createRulesContext(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  tenancy: Pick<TenancyRepository, 'findMandantById'>;
}): RulesContext {
  return {
    findMandant: (mandantId) => deps.tenancy.findMandantById(mandantId),
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    repo: createRulesRepository({ db: deps.db }),
    transaction: (work) =>
      deps.db.transaction((tx) => work(createRulesRepository({ db: tx as unknown as Db }))),
  };
}

import type { AppModule } from '../../kernel/module.js';
import type { RulesDependencies } from './rules.dependencies.js';
import { registerRulesRoutes } from './rules.routes.js';

/** The rule manager (spec 002, `/RuleMan`): rule masks, Anchor and Pattern rules, templates, learned rules. */
export const rulesModule: AppModule<RulesDependencies> = {
  name: 'rules',
  registerRoutes: registerRulesRoutes,
};

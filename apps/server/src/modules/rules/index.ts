// Public port of the rules module: the only file other modules and the composition root import.
export { rulesModule } from './rules.module.js';
export type { RulesDependencies } from './rules.dependencies.js';
export { createExtractionRulesPort } from './rules-extraction.port.js';
export { rulesOfExportFile } from './rules-file.js';

/** What other screens use: the rule manager page and the explanation of which rule filled a field. */
export { RuleManagerPage } from './pages/RuleManagerPage.js';
export { useFieldOrigins } from './useFieldOrigins.js';
export { useRuleChangedOffer } from './useRuleChangedOffer.js';

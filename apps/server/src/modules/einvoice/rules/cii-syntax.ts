import { buildPathTrie, countPaths } from '../engine/path-trie.js';
import { all, descendants, xmlPath, type XmlElement } from '../engine/xml.js';
import { dataTypeChecks, ROOT_CHECKS } from './cii-datatype.js';
import { CII_STRUCTURE_RULES } from './cii-sr-table.js';
import type { RuleContext } from './rule-context.js';

const HEADER = 'SupplyChainTradeTransaction';

/** The structure rules grouped by context, each group's paths in one tree. */
const STRUCTURE_TABLES = [...new Set(CII_STRUCTURE_RULES.map((rule) => rule.context))].map((context) => {
  const rules = CII_STRUCTURE_RULES.filter((rule) => rule.context === context);
  const exactlyOnce = rules.flatMap((rule, index) => (rule.kind === 'e' ? [index] : []));
  return { context, rules, exactlyOnce, trie: buildPathTrie(rules.map((rule) => rule.path)) };
});
type StructureTable = (typeof STRUCTURE_TABLES)[number];

/**
 * The rules of a table one holder violates, in table order. Only the paths found below the holder
 * can break an "absent" or "at most once" rule, so the others are not looked at; "exactly once"
 * rules are checked whether found or not.
 */
function violatedRules(table: StructureTable, counts: number[]): number[] {
  const violated: number[] = [];
  for (const index of table.exactlyOnce) if ((counts[index] ?? 0) !== 1) violated.push(index);
  counts.forEach((count, index) => {
    const kind = table.rules[index]!.kind;
    if (kind === 'a' ? count > 0 : kind === 'm' && count > 1) violated.push(index);
  });
  return violated.sort((a, b) => a - b);
}

function first(root: XmlElement, path: string): XmlElement | undefined {
  return all(root, path)[0];
}

/** CII syntax binding rules (CII-SR-, CII-DT-) on the XML. */
export function checkCiiSyntaxRules(context: RuleContext) {
  const { root, report } = context;
  for (const table of STRUCTURE_TABLES) {
    const reported = new Set<number>();
    for (const holder of table.context === '' ? [root] : all(root, table.context)) {
      const counts: number[] = [];
      countPaths(holder, table.trie, counts, []);
      for (const index of violatedRules(table, counts)) {
        if (reported.has(index)) continue;
        reported.add(index);
        report(table.rules[index]!.ruleId, xmlPath(holder));
      }
    }
  }
  const agreement = first(root, `${HEADER}/ApplicableHeaderTradeAgreement`);
  const settlement = first(root, `${HEADER}/ApplicableHeaderTradeSettlement`);
  if (agreement) {
    const path = xmlPath(agreement);
    if (
      all(agreement, 'BuyerTradeParty/ID').length > 0 &&
      all(agreement, 'BuyerTradeParty/GlobalID').length > 0
    )
      report('CII-SR-450', path);
    const both = (party: string) =>
      all(agreement, `${party}/DefinedTradeContact/PersonName`).length > 0 &&
      all(agreement, `${party}/DefinedTradeContact/DepartmentName`).length > 0;
    if (both('SellerTradeParty')) report('CII-SR-465', path);
    if (both('BuyerTradeParty')) report('CII-SR-466', path);
    if (
      all(agreement, 'AdditionalReferencedDocument').filter(
        (doc) => first(doc, 'TypeCode')?.text.trim() === '130',
      ).length > 1
    )
      report('CII-SR-458', path);
  }
  for (const line of all(root, `${HEADER}/IncludedSupplyChainTradeLineItem`)) {
    const globalIds = all(line, 'SpecifiedTradeProduct/GlobalID');
    if (globalIds.length > 0 && globalIds.every((id) => id.attrs.schemeID === undefined))
      report('CII-SR-046', xmlPath(line));
    const charge = first(
      line,
      'SpecifiedLineTradeAgreement/GrossPriceProductTradePrice/AppliedTradeAllowanceCharge',
    );
    if (charge) {
      const indicator = first(charge, 'ChargeIndicator/Indicator')?.text.trim();
      const amount = first(charge, 'ActualAmount');
      const violated =
        indicator === undefined
          ? amount !== undefined
          : indicator === 'true' || (indicator === 'false' && !amount);
      if (violated) report('CII-SR-119', xmlPath(line));
    }
  }
  if (settlement) {
    const path = xmlPath(settlement);
    if (all(settlement, 'ApplicableTradeTax/TaxPointDate').length > 1) report('CII-SR-461', path);
    const dueCodes = new Set(
      all(settlement, 'ApplicableTradeTax/DueDateTypeCode').map((code) => code.text.trim()),
    );
    if (dueCodes.size > 1) report('CII-SR-462', path);
  }
  checkDataTypes(context);
}

/** The data type rules (CII-DT-) on every element, by the context the official binding gives it. */
function checkDataTypes(context: RuleContext) {
  const { root, report } = context;
  const billedUnit = all(
    root,
    `${HEADER}/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeDelivery/BilledQuantity`,
  ).some((quantity) => quantity.attrs.unitCode !== undefined);
  for (const [ruleId, violated] of ROOT_CHECKS) if (violated(root)) report(ruleId, xmlPath(root));
  for (const element of descendants(root))
    for (const [ruleId, violated] of dataTypeChecks(element, billedUnit))
      if (violated(element)) report(ruleId, xmlPath(element));
}

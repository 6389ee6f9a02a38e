import type { CodeLists } from '../codelists/code-lists.js';
import type { Decimal } from '../engine/decimal.js';
import { parseDecimal } from '../engine/decimal.js';
import type { Invoice } from '../engine/model.js';
import type { XmlElement } from '../engine/xml.js';

export type Level = 'error' | 'warning' | 'information';

export type RawFinding = { ruleId: string; location: string };

/** What every rule sees: the model, the XML it came from and what the document claims to be. */
export type RuleContext = {
  model: Invoice;
  root: XmlElement;
  xrechnung: boolean;
  extension: boolean;
  cvd: boolean;
  /** The code lists of the CEN release the rule set uses. */
  codes: CodeLists;
  report: (ruleId: string, location: string) => void;
};

export type RuleFamily = (context: RuleContext) => void;

export function present(value: string | undefined | null): value is string {
  return value !== undefined && value !== null && value.trim() !== '';
}

/**
 * Recently read amounts: the rule families read the same terms (line amounts, totals, rates) again
 * and again, and a Decimal never changes, so the parsed value is shared. Emptied when it grows past
 * a bound, so it never holds more than a few thousand short strings.
 */
const parsedAmounts = new Map<string, Decimal | null>();
const PARSED_AMOUNTS_LIMIT = 4096;

/** The decimal value of a term, or null when it is absent or not a number. */
export function num(value: string | undefined): Decimal | null {
  if (value === undefined) return null;
  let parsed = parsedAmounts.get(value);
  if (parsed === undefined) {
    if (parsedAmounts.size >= PARSED_AMOUNTS_LIMIT) parsedAmounts.clear();
    parsed = parseDecimal(value);
    parsedAmounts.set(value, parsed);
  }
  return parsed;
}

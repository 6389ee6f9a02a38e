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

/** The decimal value of a term, or null when it is absent or not a number. */
export function num(value: string | undefined): Decimal | null {
  return parseDecimal(value);
}

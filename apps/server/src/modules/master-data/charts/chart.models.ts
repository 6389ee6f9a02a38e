import type { AccountFrame, VatCase } from '@belegfluss/shared';

/**
 * What DATEV's account function says about tax:
 * - `automatic` (AV/AM accounts): the account computes the tax itself, so a line on it takes no key;
 * - `taxAccount`: a Vorsteuer or Umsatzsteuer account, booked only by the automatic or without key;
 * - `noTaxKey` (KU): a collective or balance account on which no tax can be computed;
 * - `plain`: any key fits.
 */
export type AccountTaxFunction =
  | { kind: 'automatic'; vatCase: Exclude<VatCase, 'none'>; rate: 7 | 19 }
  | { kind: 'taxAccount'; side: 'input' | 'output'; rate: 7 | 19 | null }
  | { kind: 'noTaxKey' }
  | { kind: 'plain' };

export type ChartAccount = {
  number: number;
  name: string;
  /** Account class: the first digit of the four-digit number (0–9). */
  accountClass: number;
  tax: AccountTaxFunction;
};

export type Chart = {
  frame: AccountFrame;
  accounts: ChartAccount[];
  byNumber: Map<number, ChartAccount>;
};

const automaticCodes: Record<string, Exclude<VatCase, 'none'>> = {
  AV: 'input',
  AM: 'output',
  IG: 'intraEuAcquisition',
  RC: 'reverseCharge',
};

/**
 * Reads the function column of a chart line: `AV19`/`AM7` (automatic with input/output tax),
 * `IG19` (intra-EU acquisition), `RC19` (§13b), `VS`/`VS19` (Vorsteuer account), `US`/`US7`
 * (Umsatzsteuer account), `KU` (no tax key), empty (plain).
 */
export function parseTaxFunction(code: string): AccountTaxFunction {
  if (code === '') return { kind: 'plain' };
  if (code === 'KU') return { kind: 'noTaxKey' };
  const match = /^(AV|AM|IG|RC|VS|US)(7|19)?$/.exec(code);
  if (!match) throw new Error(`unknown account function ${code}`);
  const [, prefix, digits] = match as unknown as [string, string, string | undefined];
  const rate = digits === undefined ? null : (Number(digits) as 7 | 19);
  if (prefix === 'VS' || prefix === 'US')
    return { kind: 'taxAccount', side: prefix === 'VS' ? 'input' : 'output', rate };
  if (rate === null) throw new Error(`automatic account function ${code} needs a rate`);
  return { kind: 'automatic', vatCase: automaticCodes[prefix] as Exclude<VatCase, 'none'>, rate };
}

/** Parses a chart written as lines `number|name|function` (function optional); throws on a bad line. */
export function parseChart(frame: AccountFrame, table: string): Chart {
  const accounts = table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): ChartAccount => {
      const [number = '', name = '', code = ''] = line.split('|');
      if (!/^\d{4}$/.test(number) || name.trim() === '') throw new Error(`bad chart line: ${line}`);
      return {
        number: Number(number),
        name: name.trim(),
        accountClass: Number(number[0]),
        tax: parseTaxFunction(code.trim()),
      };
    });
  const byNumber = new Map(accounts.map((account) => [account.number, account]));
  if (byNumber.size !== accounts.length) throw new Error(`${frame} lists an account number twice`);
  return { frame, accounts, byNumber };
}

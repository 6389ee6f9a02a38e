import type { AccountFrame, LedgerAccountKind } from '@belegfluss/shared';
import type { Db } from '../../../kernel/database.js';
import { createAccountsRepository } from '../accounts.repository.js';
import { createAccountChartRepository } from './account-chart.repository.js';
import type { AccountTaxFunction, ChartAccount } from './chart.models.js';
import { chartAccount } from './charts.js';
import { checkTaxKey, taxKeyFor, type TaxKeyDecision, type TaxLine, type TaxRefusal } from './tax-keys.js';

/** A ledger account of the Mandant with what its chart says about tax. */
export type BookingAccount = {
  number: number;
  name: string;
  kind: LedgerAccountKind;
  active: boolean;
  tax: AccountTaxFunction;
};

export type BookingLineTax = TaxLine & { accountNumber: number };

/**
 * The Mandant's chart, read once, judging any number of booking lines without another query: the
 * tax function of an account number and the check of the key a line carries.
 */
export type ChartTaxRules = {
  frame: AccountFrame | null;
  taxFunction(accountNumber: number): AccountTaxFunction;
  checkKey(line: BookingLineTax & { key: string }): TaxRefusal | null;
};

const COMPLETION_LIMIT = 20;

/**
 * What a booking module asks master data while a line is entered: completion on account number or
 * name, an account with its tax function, and the tax key of a line. Tax functions come from the
 * Mandant's chosen chart by account number; an account the chart does not list (or a Mandant without
 * a chosen chart) counts as plain.
 */
export function createBookingAccounts({ db }: { db: Db }) {
  const charts = createAccountChartRepository({ db });
  const accounts = createAccountsRepository({ db });
  const inChart = (frame: AccountFrame | null, number: number): ChartAccount | undefined =>
    frame ? chartAccount(frame, number) : undefined;
  const withTax = (
    frame: AccountFrame | null,
    row: { number: number; name: string; kind: string; active: boolean },
  ): BookingAccount => ({
    number: row.number,
    name: row.name,
    kind: row.kind as LedgerAccountKind,
    active: row.active,
    tax: inChart(frame, row.number)?.tax ?? { kind: 'plain' },
  });

  return {
    chartOf: (mandantId: string) => charts.find(mandantId),

    async find(mandantId: string, term: string, limit = COMPLETION_LIMIT): Promise<BookingAccount[]> {
      const typed = term.trim();
      if (!typed) return [];
      const [frame, rows] = await Promise.all([
        charts.find(mandantId),
        accounts.complete(mandantId, typed, limit),
      ]);
      return rows.map((row) => withTax(frame, row));
    },

    async account(mandantId: string, number: number): Promise<BookingAccount | null> {
      const [frame, row] = await Promise.all([
        charts.find(mandantId),
        accounts.findByNumber(mandantId, number),
      ]);
      return row ? withTax(frame, row) : null;
    },

    /** One read of the Mandant's chart choice; every line is then checked by pure rules. */
    async taxRules(mandantId: string): Promise<ChartTaxRules> {
      const frame = await charts.find(mandantId);
      return {
        frame,
        taxFunction: (accountNumber) => inChart(frame, accountNumber)?.tax ?? { kind: 'plain' },
        checkKey: (line) => checkTaxKey(inChart(frame, line.accountNumber), line, line.key),
      };
    },

    async taxKey(mandantId: string, line: BookingLineTax): Promise<TaxKeyDecision> {
      return taxKeyFor(inChart(await charts.find(mandantId), line.accountNumber), line);
    },

    async checkKey(mandantId: string, line: BookingLineTax & { key: string }): Promise<TaxRefusal | null> {
      return checkTaxKey(inChart(await charts.find(mandantId), line.accountNumber), line, line.key);
    },
  };
}

export type BookingAccounts = ReturnType<typeof createBookingAccounts>;

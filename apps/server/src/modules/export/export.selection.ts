import type { ExportIssue } from '@belegfluss/shared';
import { listBookedDocuments } from '../booking/index.js';
import { listExportDocuments, type ExportDocument } from '../capture/index.js';
import { createBookingAccounts, createMasterDataService, taxKeys } from '../master-data/index.js';
import type { Db } from '../../kernel/database.js';
import type { ExportDependencies } from './export.dependencies.js';
import { createExportRepository } from './export.repository.js';
import { documentIssue, documentRows, type DocumentToExport, type RowContext } from './export.rows.js';
import type { ExportSetup } from './export.setup.js';
import type { BookingRow } from './extf/buchungsstapel.js';
import type { PersonalAccount } from './extf/debkred.js';

export type KnownPersonalAccount = PersonalAccount & { known: boolean };

export type Selection = {
  stackId?: string | undefined;
  documentIds?: string[] | undefined;
  from: string;
  to: string;
};

/**
 * The documents an export takes: booked, dated in the period, not exported yet. A booked document
 * in the period that must wait (required fields missing, held by a running workflow) or that a
 * workflow rejected is named as a warning; documents without a booking are not candidates.
 */
export async function selectDocuments(
  deps: ExportDependencies,
  mandantId: string,
  selection: Selection,
): Promise<{ documents: ExportDocument[]; issues: ExportIssue[] }> {
  const all = await listExportDocuments(deps.db, mandantId, selection);
  const exported = new Set(
    (
      await createExportRepository(deps).exportedAmong(
        mandantId,
        all.map((document) => document.id),
      )
    ).map((row) => row.documentId),
  );
  const open = all.filter((document) => !document.fibuExported && !exported.has(document.id));
  const booked = await listBookedDocuments(
    deps.db,
    mandantId,
    open.map((document) => document.id),
  );
  const inPeriod = open.filter((document) => {
    if (!booked.has(document.id)) return false;
    const date = document.values.Belegdatum;
    return !date || (date >= selection.from && date <= selection.to);
  });
  const ids = inPeriod.map((document) => document.id);
  const [running, rejected] = await Promise.all([
    deps.workflowStatus.documentsInRunningWorkflow(mandantId, ids),
    deps.workflowStatus.documentsRejectedInWorkflow(mandantId, ids),
  ]);
  const issues: ExportIssue[] = [];
  const documents = inPeriod.filter((document) => {
    const code = running.has(document.id)
      ? 'export.in_workflow'
      : rejected.has(document.id)
        ? 'export.workflow_rejected'
        : document.status !== 'green'
          ? 'export.not_green'
          : null;
    if (code) issues.push(documentIssue(document, 'warning', '', code));
    return code === null;
  });
  return { documents, issues };
}

/** Looks up tax functions and personal accounts once per number while rows are built. */
export function createRowLookups(db: Db, mandantId: string) {
  const accounts = createBookingAccounts({ db });
  const masterData = createMasterDataService({ db });
  const taxFunctions = new Map<number, Promise<string>>();
  const creditors = new Map<number, Promise<KnownPersonalAccount | null>>();
  return {
    /** The key an empty line key stands for: input tax at 7 or 19 % on a plain account, else none. */
    async derivedKey(accountNumber: number, vatRateBp: number): Promise<string> {
      if (!taxFunctions.has(accountNumber)) {
        taxFunctions.set(
          accountNumber,
          accounts.account(mandantId, accountNumber).then((account) => account?.tax.kind ?? 'plain'),
        );
      }
      const kind = await taxFunctions.get(accountNumber);
      if (kind !== 'plain') return '';
      return vatRateBp === 1900 ? taxKeys.input[19] : vatRateBp === 700 ? taxKeys.input[7] : '';
    },
    /** A personal account; `known` when it came from an import (the accounting system has it). */
    creditor(number: number): Promise<KnownPersonalAccount | null> {
      if (!creditors.has(number)) {
        creditors.set(
          number,
          masterData.getPersonalAccountByNumber(mandantId, number).then((row) =>
            row
              ? {
                  number: row.number,
                  name: row.company || row.name,
                  shortName: row.shortName,
                  vatId: row.vatId,
                  street: row.street,
                  zip: row.zip,
                  city: row.city,
                  countryCode: row.countryCode,
                  iban: row.iban,
                  bic: row.bic,
                  taxNumber: row.taxNumber,
                  known: row.origin === 'import',
                }
              : null,
          ),
        );
      }
      return creditors.get(number) as Promise<KnownPersonalAccount | null>;
    },
  };
}

export type RowLookups = ReturnType<typeof createRowLookups>;

/** The rows and issues of a batch of documents (their bookings read in two queries). */
export async function rowsOfDocuments(
  db: Db,
  setup: ExportSetup,
  lookups: RowLookups,
  documents: ExportDocument[],
  exchangeRates: Record<string, string>,
): Promise<{ rows: Map<string, BookingRow[]>; issues: ExportIssue[]; creditors: Set<number> }> {
  const booked = await listBookedDocuments(
    db,
    setup.mandantId,
    documents.map((document) => document.id),
  );
  const rows = new Map<string, BookingRow[]>();
  const issues: ExportIssue[] = [];
  const creditors = new Set<number>();
  for (const document of documents) {
    const booking = booked.get(document.id);
    if (!booking) continue;
    const creditor = booking.creditorNumber ? await lookups.creditor(booking.creditorNumber) : null;
    const keys = new Map<string, string>();
    for (const line of booking.lines) {
      if (line.accountNumber !== null && !line.taxKey.trim())
        keys.set(
          `${line.accountNumber}:${line.vatRateBp}`,
          await lookups.derivedKey(line.accountNumber, line.vatRateBp),
        );
    }
    const context: RowContext = {
      profile: setup.profile,
      accountLength: setup.accountLength,
      derivedTaxKey: (account, rate) => keys.get(`${account}:${rate}`) ?? '',
      exchangeRates,
    };
    const toExport: DocumentToExport = {
      id: document.id,
      stackId: document.stackId,
      title: document.title,
      values: document.values,
      creditorNumber: booking.creditorNumber,
      creditorName: creditor?.name ?? '',
      creditorVatId: creditor?.vatId ?? document.values.UStId ?? '',
      serviceDate: booking.serviceDate ?? document.values.Lieferdatum ?? null,
      dueDate: booking.dueDate ?? document.values.Faelligkeit ?? null,
      lines: booking.lines,
    };
    const result = documentRows(toExport, context);
    rows.set(document.id, result.rows);
    issues.push(...result.issues);
    if (booking.creditorNumber && result.rows.length > 0) creditors.add(booking.creditorNumber);
  }
  return { rows, issues, creditors };
}
